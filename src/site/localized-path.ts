// Addresses per language: the default language at the spec's routes, every other one under its
// prefix. Plain functions, used by the build, the server and the browser alike.

/** /contact in fr is /fr/contact; / in fr is /fr; in the default language the path is unchanged. */
export function localizedPath(path: string, lang: string, defaultLanguage: string): string {
  if (lang === defaultLanguage) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/** The language code an address may start with (/fr, /fr/..., /pt-BR/...), if any; whether the site lists it is the caller's question. */
export const languagePrefixOf = (pathname: string): string | undefined => /^\/([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)(?=\/|$)/.exec(pathname)?.[1];
