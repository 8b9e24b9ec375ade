// Text from the content written into HTML: as an element's text or a double- or single-quoted
// attribute value, it can never end the element or the attribute.
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => entities[char]);
