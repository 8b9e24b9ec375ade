// Cross-file facts (which pages exist, which files are in public/, which products the catalogue has)
// that link, image and product fields check against. The build sets them before validating; left
// unset (schema export, parity tests), the checks are skipped and only the shape is validated.
export interface ContentFacts {
  pagePaths: ReadonlySet<string>;
  publicFileExists: (publicPath: string) => boolean;
  productIds: ReadonlySet<number>;
}

let facts: ContentFacts | undefined;

export function setContentFacts(next: ContentFacts | undefined): void {
  facts = next;
}

export function getContentFacts(): ContentFacts | undefined {
  return facts;
}
