// A file of the page's code asked for ahead of its use, without running it: rel=prefetch puts it
// in the browser's cache, rel=modulepreload also reads and compiles it as a module.
export function addLink(rel: "prefetch" | "modulepreload", href: string): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  document.head.appendChild(link);
  return link;
}

/** Whether the page has asked for this module already (rel=modulepreload). */
export const isModulePreloaded = (href: string) =>
  [...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].some(
    (link) => link.getAttribute("href") === href,
  );
