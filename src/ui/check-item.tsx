import type { ReactNode } from "react";
import { Icon } from "./icon.tsx";

/** A list item with a green check mark before its text. */
export function CheckItem({
  children,
  className = "",
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <li className={`flex gap-2 ${className}`}>
      <Icon name="check" className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" />
      <span>{children}</span>
    </li>
  );
}
