// The drawing of kind: image (src/leads/kinds/image.kind.ts): a file input for one photo, and
// once one is chosen, its name, its size in the page's digits and a button to remove it.
import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../../site/shared/numbers.ts";
import type { FieldProps } from "./field-props.ts";
import { controlAttributes, FieldRow } from "./field-parts.tsx";

export function Field(props: FieldProps) {
  const { t } = useTranslation();
  const { numberLocale, file } = props;
  return (
    <FieldRow {...props} isWide>
      <input
        {...controlAttributes(props)}
        ref={file?.inputRef}
        type="file"
        accept="image/*"
        onChange={(event) => file?.onChoose(event.target.files?.[0] ?? null)}
        className="block w-full text-base file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
      />
      {file?.chosen ? (
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <span>
            {t("common:form.photoChosen", {
              name: file.chosen.name,
              size: formatFileSize(file.chosen.size, numberLocale),
            })}
          </span>
          <button
            type="button"
            onClick={file.onRemove}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-400 px-4 font-semibold hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800"
          >
            {t("common:form.remove")}
          </button>
        </p>
      ) : null}
    </FieldRow>
  );
}
