// JSON laid out for people: short objects and lists stay on one line, long ones break, two-space indent.
const LINE = 96;

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value) ?? 'null';
}

export function formatJson(value: unknown, indent = '', lineUsed = indent.length): string {
  const short = inline(value);
  if (value === null || typeof value !== 'object' || lineUsed + short.length <= LINE) return short;
  const inner = `${indent}  `;
  if (Array.isArray(value))
    return `[\n${value.map((item) => `${inner}${formatJson(item, inner)}`).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => {
    const name = `${JSON.stringify(key)}: `;
    return `${inner}${name}${formatJson(item, inner, inner.length + name.length)}`;
  });
  return `{\n${entries.join(',\n')}\n${indent}}`;
}
