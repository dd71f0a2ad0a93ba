import { Link } from "react-router-dom";
import type { SiteData } from "../site/resolve/site-data.ts";

/** A link of a list: where it goes and what it says. */
export interface ListedLink {
  href: string;
  label: string;
}

/** The site's services as links, in their order: the header's and the phone menu's menus, the footer's column. */
export const serviceLinks = (services: SiteData["services"]): ListedLink[] =>
  services.map((s) => ({ href: s.href, label: s.title }));

/** The places the menus and the footer show (placeLinks.shown), as links. */
export const shownPlaceLinks = (placeLinks: SiteData["placeLinks"]): ListedLink[] =>
  placeLinks.shown.map((l) => ({ href: l.href, label: l.name }));

/**
 * The items of a list of links, one <li> each, for the <ul> around them to lay out: the header's
 * menus, the phone menu's groups, the footer's columns and a list of places.
 */
export function LinkItems({ links, className }: { links: ListedLink[]; className: string }) {
  return links.map((link) => (
    <li key={link.href}>
      <Link to={link.href} className={className}>
        {link.label}
      </Link>
    </li>
  ));
}
