// Runs in the page's <head> before anything is drawn, and sends a visitor to the page in their
// language, the way the spec's detection works: ?lng=, the address's language prefix, the
// i18next cookie, then local and session storage, the browser's languages, the page's lang and
// the site's source language. The choice is kept in localStorage under i18nextLng. The script
// tag's data-languages lists the site's languages, the source language first (scripts/prerender.ts
// fills it in). Inlined, minified, by the build (scripts/inline-scripts.ts).
try {
  const languages = document.currentScript!.getAttribute("data-languages")!.split(" ");
  const source = languages[0];
  const lowerCase = languages.map((code) => code.toLowerCase());
  const here = location;
  const prefixed = languages.indexOf(here.pathname.split("/")[1] || "");
  const current = prefixed > 0 ? languages[prefixed] : source;

  /** The site's language a code names (fr-CA is fr when only fr is offered), or null. */
  const offered = (value: unknown): string | null => {
    const code = String(value || "").toLowerCase();
    if (!code) return null;
    let found = lowerCase.indexOf(code);
    const base = code.split("-")[0];
    for (let i = 0; found < 0 && i < lowerCase.length; i++)
      if (lowerCase[i].split("-")[0] === base) found = i;
    return found < 0 ? null : languages[found];
  };

  const fromQuery = offered(new URLSearchParams(here.search).get("lng"));

  /** Chooses the language, keeps the choice, and moves to its page when it is not this one. */
  const go = (fromCookie: string | null) => {
    try {
      const stored = localStorage.getItem("i18nextLng");
      const chosen =
        fromQuery ||
        (current !== source ? current : null) ||
        fromCookie ||
        offered(stored) ||
        offered(sessionStorage.getItem("i18nextLng")) ||
        (navigator.languages || [navigator.language]).map(offered).filter(Boolean)[0] ||
        offered(document.documentElement.lang) ||
        source;
      if (stored !== chosen) localStorage.setItem("i18nextLng", chosen);
      if (chosen === current) return;
      const rest =
        current === source ? here.pathname : here.pathname.slice(current.length + 1) || "/";
      const query = new URLSearchParams(here.search);
      query.delete("lng");
      const search = query.toString();
      here.replace(
        (chosen === source ? "" : "/" + chosen) +
          (chosen !== source && rest === "/" ? "" : rest) +
          (search ? "?" + search : "") +
          here.hash,
      );
    } catch {
      // Storage refused: the page stays as it is, in the language of its address.
    }
  };

  // The cookie is read only where it can matter (an unprefixed address without ?lng=), and then
  // through the asynchronous Cookie Store API where there is one, so it never holds the page up.
  const cookieStore = (
    window as unknown as { cookieStore?: { get(name: string): Promise<{ value?: string } | null> } }
  ).cookieStore;
  if (fromQuery || current !== source) go(null);
  else if (cookieStore)
    cookieStore.get("i18next").then(
      (cookie) => go(offered(cookie && cookie.value)),
      () => go(null),
    );
  else go(offered((document.cookie.match(/(?:^|;\s*)i18next=([^;]*)/) || [])[1]));
} catch {
  // Whatever fails here, the page shown is a whole page in the language of its address.
}
