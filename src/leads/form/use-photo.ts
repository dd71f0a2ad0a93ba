// The photo a lead form sends, when the form has a field for one: chosen (a file that is not a
// picture is refused), cleared, and taken over from the drawn page when the visitor chose it
// before the island started (src/leads/form/kept.ts).
import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { FormField } from "../../generated/schema-types.ts";
import { keptOf } from "./kept.ts";
import type { FieldProblem as Problem } from "../kinds/field-kind.ts";
import { kindOf } from "../kinds/registry.ts";
import { isImageFile } from "../photo.ts";

export function usePhoto(
  photoField: FormField | undefined,
  form: RefObject<HTMLFormElement | null>,
  setProblem: (name: string, problem: Problem | null) => void,
) {
  const [chosen, setChosen] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // A photo chosen in the drawn page before the island started: shown (or refused) as the form starts.
  useLayoutEffect(() => {
    const inPage =
      photoField && form.current
        ? kindOf(photoField).fromPage?.(keptOf(form.current), photoField)
        : undefined;
    if (inPage instanceof File) choose(inPage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- choose is new each drawing; this runs at the start only
  }, []);

  const clear = () => {
    setChosen(null);
    if (fileInput.current) fileInput.current.value = "";
  };
  const choose = (file: File | null) => {
    if (!photoField) return;
    if (file && !isImageFile(file)) return (clear(), setProblem(photoField.name, "notImage"));
    setChosen(file);
    setProblem(photoField.name, null);
  };
  return { chosen, fileInput, choose, clear };
}
