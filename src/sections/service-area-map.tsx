import { useEffect, useRef, useState } from "react";
import type { ServiceAreaMapSection } from "../generated/schema-types.ts";
import { useSite } from "../render/site-context.tsx";
import { SectionFrame } from "../ui/section-frame.tsx";
import { buttonClass } from "../ui/button.tsx";

/** The map frame loads only when the visitor comes near it or asks, keeping the page light. */
export function ServiceAreaMap({ section }: { section: ServiceAreaMapSection }) {
  const { business, locations } = useSite();
  const [isMapShown, setIsMapShown] = useState(false);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isMapShown || !holder.current || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setIsMapShown(true), { rootMargin: "200px" });
    observer.observe(holder.current);
    return () => observer.disconnect();
  }, [isMapShown]);

  return (
    <SectionFrame id={section.id} heading={section.heading} intro={section.intro} tone="muted">
      <ul className="flex flex-wrap gap-2">
        {locations.map((l) => (
          <li key={l.slug} className="rounded-full bg-white px-3 py-1 ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-700">{l.name}</li>
        ))}
      </ul>
      <div ref={holder} className="mt-8 aspect-[4/3] overflow-hidden rounded-2xl bg-slate-200 sm:aspect-[16/9] dark:bg-slate-800">
        {isMapShown && business.mapEmbedUrl ? (
          <iframe title={section.mapTitle} src={business.mapEmbedUrl} loading="lazy" className="size-full border-0" referrerPolicy="no-referrer" />
        ) : (
          <div className="flex size-full items-center justify-center">
            <button type="button" onClick={() => setIsMapShown(true)} className={buttonClass("primary")}>{section.showMapLabel}</button>
          </div>
        )}
      </div>
    </SectionFrame>
  );
}
