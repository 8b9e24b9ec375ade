// What a block variant is: src/blocks/<type>/examples/<variant>.json lists the props that differ from
// the block's example.json. They replace the example's props of the same name (a shallow merge, as a
// page's "props" beside "use" changes a shared section), and a prop set to null is left out, so a
// variant can show the block without an optional part.

export function withVariant(
  example: Record<string, unknown>,
  variant: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...example, ...variant };
  for (const [name, value] of Object.entries(variant)) if (value === null) delete merged[name];
  return merged;
}
