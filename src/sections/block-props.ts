// What blocks are drawn from: every block's props, and an island's. Apart from the registry, so a
// block names its props without importing the map of every block.
import type { Section } from "../generated/schema-types.ts";
import type { IslandSite, PageData, SiteData } from "../site/resolve/site-data.ts";

/**
 * What every block is drawn from, as props: its section, the site in the page's language, and
 * the page (its records, reviews, FAQ and Markdown). Blocks read no context for their data.
 */
export interface BlockProps<S extends Section = Section> {
  section: S;
  site: SiteData;
  page: PageData;
}

/**
 * What an island's block is drawn from (src/islands/): its section and the site's facts the page
 * carries for it. It reads no page, so what it draws in the browser is what it drew on the server.
 */
export interface IslandProps<S extends Section = Section> {
  section: S;
  site: IslandSite;
}
