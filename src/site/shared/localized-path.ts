// Addresses per language: the default language at the spec's routes, every other one under its
// prefix. Plain functions, used by the build, the server and the browser alike.

/** /contact in fr is /fr/contact; / in fr is /fr; in the default language the path is unchanged. */
export function localizedPath(path: string, lang: string, defaultLanguage: string): string {
  if (lang === defaultLanguage) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/**
 * The other way: the language of an address among `languages` (the default one when it has no
 * listed prefix), and the address in the default language. /fr/contact is fr and /contact; / is
 * the default language and /.
 */
export function unlocalizedPath(
  path: string,
  languages: readonly string[],
  defaultLanguage: string,
): { lang: string; path: string } {
  const lang = languages.find(
    (code) => code !== defaultLanguage && (path === `/${code}` || path.startsWith(`/${code}/`)),
  );
  return lang === undefined
    ? { lang: defaultLanguage, path }
    : { lang, path: path.slice(lang.length + 1) || "/" };
}

/** The language code an address may start with (/fr, /fr/..., /pt-BR/...), if any; whether the site lists it is the caller's question. */
export const languagePrefixOf = (pathname: string): string | undefined =>
  /^\/([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)(?=\/|$)/.exec(pathname)?.[1];

/** The file of dist/ a page is written to: /about is about/index.html, / is index.html, a not-found page /fr/404 is fr/404.html. */
export const builtFileOf = (path: string, isNotFound = false): string =>
  isNotFound
    ? `${path.slice(1)}.html`
    : path === "/"
      ? "index.html"
      : `${path.slice(1)}/index.html`;
