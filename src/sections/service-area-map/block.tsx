import type { ServiceAreaMapSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { AllPlacesItem } from "../../ui/all-places-link.tsx";

/**
 * The places as text, and a map frame that loads only when the visitor comes near it or asks
 * (./script.ts, started as ./script.json says), keeping the page light. With scripts off, the button is a link
 * to the map.
 */
export function ServiceAreaMap({ section, site }: BlockProps<ServiceAreaMapSection>) {
  const { business, placeLinks } = site;
  return (
    <SectionFrame id={section.id} heading={section.heading} intro={section.intro} tone="muted">
      <ul className="flex flex-wrap gap-2">
        {placeLinks.shown.map((l) => (
          <li
            key={l.slug}
            className="rounded-full bg-white px-3 py-1 ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-700"
          >
            {l.name}
          </li>
        ))}
        <AllPlacesItem href={placeLinks.indexHref} />
      </ul>
      <div
        data-map-loader=""
        data-map-src={business.mapEmbedUrl}
        data-map-title={section.mapTitle}
        className="mt-8 aspect-[4/3] overflow-hidden rounded-2xl bg-slate-200 sm:aspect-[16/9] dark:bg-slate-800"
      >
        <div className="flex size-full items-center justify-center">
          <button
            type="button"
            className={`${buttonClass("primary")} [@media(scripting:none)]:hidden`}
          >
            {section.showMapLabel}
          </button>
          {business.mapEmbedUrl ? (
            <a
              href={business.mapEmbedUrl}
              className={`${buttonClass("primary")} hidden [@media(scripting:none)]:inline-flex`}
            >
              {section.showMapLabel}
            </a>
          ) : null}
        </div>
      </div>
    </SectionFrame>
  );
}
