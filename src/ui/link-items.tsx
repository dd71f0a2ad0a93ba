import { Link } from "react-router-dom";

/** A link of a list: where it goes and what it says. */
export interface ListedLink {
  href: string;
  label: string;
}

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
