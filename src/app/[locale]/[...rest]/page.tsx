import { notFound } from "next/navigation";

// Any localized path no other route claims gets the localized 'Page not Found' page with a 404.
export default function CatchAll() {
  notFound();
}
