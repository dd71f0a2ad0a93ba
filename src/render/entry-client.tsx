// The client build's entry: the page's stylesheet, and the code of its interactive blocks, which
// the page's loader starts when first wanted (src/islands/).
import { startPageCode } from "../islands/page-code.ts";
import "../styles.css";

void startPageCode();
