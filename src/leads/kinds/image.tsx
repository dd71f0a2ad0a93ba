// kind: image — a photo of the appliance, chosen from the phone. It is shrunk and sent apart,
// as a data URL under the field's name; the outbox keeps it only when its bytes are a photo.
import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../site/numbers.ts";
import { PHOTO_KEYWORD } from "../photo-bytes.ts";
import type { FieldKind, FieldProps } from "./field-kind.ts";
import { controlAttributes, FieldRow } from "./field-parts.tsx";

function PhotoField(props: FieldProps) {
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

export const image: FieldKind = {
  name: "image",
  holdsFile: true,
  Field: PhotoField,
  payloadSchema: () => ({ type: "string", [PHOTO_KEYWORD]: true }),
  fromPage: (kept, field) => kept.files.get(field.name),
};
