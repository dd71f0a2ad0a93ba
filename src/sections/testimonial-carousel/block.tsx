import { Link } from "react-router-dom";
import type { TestimonialCarouselSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { Container } from "../../ui/section-frame.tsx";
import { ReviewCard, receivedLine } from "../../ui/review-card.tsx";
import { useTranslation } from "react-i18next";
import { Carousel } from "../../ui/carousel/carousel.tsx";

const AUTOPLAY_MS = 6000;

/** Reviews from content/testimonials.yaml, looping from a random one. Left out while there are none. */
export function TestimonialCarousel({
  section,
  site,
  page,
}: BlockProps<TestimonialCarouselSection>) {
  const { t } = useTranslation();
  const { testimonials = [] } = page;
  if (testimonials.length === 0) return null;
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className="bg-slate-50 py-14 sm:py-20 dark:bg-slate-900"
    >
      <Container>
        <h2
          id={`${section.id}-heading`}
          className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
        >
          <Link to={section.href} className="underline-offset-4 hover:underline">
            {section.heading}
          </Link>
        </h2>
        <div className="mt-6">
          <Carousel
            dir={site.dir}
            numberLocale={site.numberLocale}
            label={section.heading}
            slideClassName="basis-[90%] sm:basis-1/2 lg:basis-1/3"
            loop={testimonials.length > 1}
            isRandomStart
            autoplayMs={AUTOPLAY_MS}
          >
            {testimonials.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                received={receivedLine(review, site.numberLocale, t("common:review.source"))}
                className="h-full"
              />
            ))}
          </Carousel>
        </div>
      </Container>
    </section>
  );
}
