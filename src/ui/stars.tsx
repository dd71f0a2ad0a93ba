import { useTranslation } from "react-i18next";
import { Icon } from "./icon.tsx";

export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t("common:ratingLabel", { rating })}
      className="inline-flex gap-0.5 text-amber-500"
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Icon
          key={i}
          name="star"
          className={`size-5 ${i < rating ? "fill-current" : "opacity-40"}`}
        />
      ))}
    </span>
  );
}
