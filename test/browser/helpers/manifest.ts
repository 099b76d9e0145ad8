/** The declarations of dist/custom-elements.json, typed by what the caller reads of them. */
export async function manifestDeclarations<D>(): Promise<D[]> {
  const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as {
    modules: { declarations: D[] }[];
  };
  return manifest.modules.flatMap((module) => module.declarations);
}
