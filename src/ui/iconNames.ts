// Names of the icons the Icon component can draw; the schemas accept exactly these.
export const iconNames = [
  'arrow-right', 'arrow-left', 'arrow-up', 'chevron-down', 'check', 'close', 'plus', 'minus', 'menu', 'search',
  'cart', 'heart', 'star', 'mail', 'phone', 'map-pin', 'clock', 'user', 'calendar', 'tag', 'quote', 'play',
  'facebook', 'twitter', 'linkedin', 'gitlab', 'instagram', 'youtube',
  'server', 'code', 'shield', 'users', 'lock', 'settings', 'cloud', 'database', 'globe', 'mobile', 'chart',
  'cpu', 'wifi', 'tool', 'rocket', 'layers', 'monitor', 'zap', 'home', 'truck', 'award', 'briefcase', 'eye',
  'pen-tool', 'target', 'trending-up', 'box', 'share', 'download', 'message', 'smile', 'headphones',
  'trash',
  'car', 'factory', 'building', 'heart-pulse', 'landmark', 'umbrella', 'package', 'bot', 'brain', 'megaphone', 'palette',
  'camera', 'lightbulb', 'pie-chart', 'handshake', 'flask', 'fingerprint', 'laptop', 'network',
] as const;

export type IconName = (typeof iconNames)[number];
