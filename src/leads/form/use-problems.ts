// The problems a lead form's fields show, by field name, and the field that takes the focus once
// they are drawn.
import { useEffect, useRef, useState } from "react";
import { afterNextPaint } from "../../browser/strategies.ts";
import type { FieldProblem as Problem } from "../kinds/field-kind.ts";

const isSame = (a: Map<string, Problem>, b: Map<string, Problem>) =>
  a.size === b.size && [...a].every(([name, problem]) => b.get(name) === problem);

export function useProblems(formId: string) {
  const [byField, setByField] = useState<Map<string, Problem>>(new Map());
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => void (isMounted.current = false);
  }, []);

  /** Shows every field's problem at once. The same problems again draw nothing anew. */
  const setAll = (next: Map<string, Problem>) =>
    setByField((current) => (isSame(current, next) ? current : next));
  /** Shows a field's problem, or none. */
  const set = (name: string, problem: Problem | null) =>
    setByField((current) => {
      if ((current.get(name) ?? null) === problem) return current;
      const next = new Map(current);
      if (problem) next.set(name, problem);
      else next.delete(name);
      return next;
    });
  /**
   * The field takes the focus once the messages are on the screen, even if it had it before.
   * Focusing scrolls to the field and lays the page out again; on a slow phone the visitor would
   * otherwise wait for that before seeing any answer to the tap. React commits the messages first,
   * at the end of the tap's own task or in the task its scheduler posts next, so they are normally
   * in that paint; the field exists either way, so the focus never misses it.
   */
  const focusWhenDrawn = (name: string) =>
    void afterNextPaint().then(
      () => isMounted.current && document.getElementById(`${formId}-${name}`)?.focus(),
    );
  return { byField, setAll, set, focusWhenDrawn };
}
