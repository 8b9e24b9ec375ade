// The icon sprite: every icon of src/ui/iconNames.ts as a <symbol> in public/icons.svg, drawn from
// lucide's line icons plus a few brand marks lucide does not ship. Build-time only: the page's
// <Icon> refers to a symbol, so no icon drawing travels in the JavaScript bundle.
// npm run icons rewrites the file; tests/unit/icon-sprite.test.ts fails when it is stale.
import {
  ArrowRight, ArrowLeft, ArrowUp, ChevronDown, Check, X, Plus, Minus, Menu, Search, ShoppingCart, Heart, Star,
  Mail, Phone, MapPin, Clock, User, Calendar, Tag, Quote, Play, Server, Code, Shield, Users, Lock, Settings,
  Cloud, Database, Globe, Smartphone, BarChart3, Cpu, Wifi, Wrench, Rocket, Layers, Monitor, Zap, Home, Truck,
  Award, Briefcase, Eye, PenTool, Target, TrendingUp, Box, Share2, Download, MessageSquare, Smile, Headphones, Trash2,
  Car, Factory, Building2, HeartPulse, Landmark, Umbrella, Package, Bot, Brain, Megaphone, Palette, Camera, Lightbulb,
  PieChart, Handshake, FlaskConical, Fingerprint, Laptop, Network,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconNames } from '../ui/iconNames';

/** Filled brand marks, one path each on a 24 × 24 grid. */
const brands: Record<string, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.9c0-.6.3-.9.9-.9z',
  twitter: 'M22 5.9c-.7.3-1.5.5-2.3.6.8-.5 1.5-1.3 1.8-2.2-.8.5-1.7.8-2.6 1a4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.7a4.1 4.1 0 0 0 1.3 5.5c-.7 0-1.3-.2-1.9-.5 0 2 1.4 3.7 3.3 4.1-.6.2-1.2.2-1.9.1.5 1.6 2.1 2.8 3.9 2.9A8.2 8.2 0 0 1 2 18.4 11.6 11.6 0 0 0 8.3 20.2c7.5 0 11.7-6.3 11.7-11.7v-.5c.8-.6 1.5-1.3 2-2.1z',
  linkedin: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-2 3.7-2 4 0 4.7 2.6 4.7 6V21h-4v-5.2c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z',
  gitlab: 'M12 21.4 15.7 10H8.3L12 21.4zM3.1 10l-1 3.1c-.1.3 0 .6.2.8L12 21.4 3.1 10zm0 0h5.2L6.1 3.2c-.1-.3-.6-.3-.7 0L3.1 10zm17.8 0 1 3.1c.1.3 0 .6-.2.8L12 21.4l8.9-11.4zm0 0h-5.2l2.2-6.8c.1-.3.6-.3.7 0l2.3 6.8z',
  instagram: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 2c-2.7 0-3 0-4.1.1C4.3 2.2 2.2 4.3 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.1 3.6 2.2 5.7 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c3.6-.1 5.7-2.2 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.1-3.6-2.2-5.7-5.8-5.8C15 2 14.7 2 12 2zm0 1.8c2.7 0 3 0 4 .1 2.6.1 3.9 1.4 4 4 .1 1 .1 1.3.1 4s0 3-.1 4c-.1 2.6-1.4 3.9-4 4-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.6-.1-3.9-1.4-4-4-.1-1-.1-1.3-.1-4s0-3 .1-4c.1-2.6 1.4-3.9 4-4 1-.1 1.3-.1 4-.1z',
  youtube: 'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2C.5 9.1.5 12 .5 12s0 2.9.5 4.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1c.5-1.9.5-4.8.5-4.8s0-2.9-.5-4.8zM9.7 15.5v-7l6 3.5-6 3.5z',
};

const lines: Record<string, LucideIcon> = {
  'arrow-right': ArrowRight, 'arrow-left': ArrowLeft, 'arrow-up': ArrowUp, 'chevron-down': ChevronDown,
  check: Check, close: X, plus: Plus, minus: Minus, menu: Menu, search: Search, cart: ShoppingCart, heart: Heart,
  star: Star, mail: Mail, phone: Phone, 'map-pin': MapPin, clock: Clock, user: User, calendar: Calendar, tag: Tag,
  quote: Quote, play: Play, server: Server, code: Code, shield: Shield, users: Users, lock: Lock, settings: Settings,
  cloud: Cloud, database: Database, globe: Globe, mobile: Smartphone, chart: BarChart3, cpu: Cpu, wifi: Wifi,
  tool: Wrench, rocket: Rocket, layers: Layers, monitor: Monitor, zap: Zap, home: Home, truck: Truck, award: Award,
  briefcase: Briefcase, eye: Eye, 'pen-tool': PenTool, target: Target, 'trending-up': TrendingUp, box: Box,
  share: Share2, download: Download, message: MessageSquare, smile: Smile, headphones: Headphones,
  trash: Trash2,
  car: Car, factory: Factory, building: Building2, 'heart-pulse': HeartPulse, landmark: Landmark, umbrella: Umbrella,
  package: Package, bot: Bot, brain: Brain, megaphone: Megaphone, palette: Palette, camera: Camera, lightbulb: Lightbulb,
  'pie-chart': PieChart, handshake: Handshake, flask: FlaskConical, fingerprint: Fingerprint, laptop: Laptop, network: Network,
};

/** The sprite's text: one <symbol> per icon name, lucide's inner markup or a brand path. */
export function iconSprite(): string {
  const symbols = iconNames.map((name) => {
    const brand = brands[name];
    if (brand) return `  <symbol id="${name}" viewBox="0 0 24 24"><path fill="currentColor" stroke="none" d="${brand}"/></symbol>`;
    const line = lines[name];
    if (!line) throw new Error(`icon "${name}" is listed in src/ui/iconNames.ts but has no drawing in src/cli/iconSprite.ts`);
    const inner = renderToStaticMarkup(createElement(line)).replace(/^<svg[^>]*>|<\/svg>$/g, '');
    return `  <symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
