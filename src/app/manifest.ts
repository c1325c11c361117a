import type { MetadataRoute } from "next";
import { SITE_NAME } from "@/config/site";

/**
 * The web app manifest: installable from the browser, opening on the body map, with shortcuts to a
 * user's workouts and the training log. Paths are the default language's; the app follows the
 * language kept in the user's profile once open.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: "Find the right exercise for every muscle on an interactive body map, then build and log workouts.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#17181c",
    theme_color: "#17181c",
    categories: ["health", "fitness", "sports"],
    icons: [
      { src: "/icons/app-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/app-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/app-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
    shortcuts: [
      {
        name: "Body map",
        short_name: "Body map",
        url: "/exercises",
        icons: [{ src: "/icons/app-192.png", sizes: "192x192" }],
      },
      {
        name: "My workouts",
        short_name: "Workouts",
        url: "/my-workouts",
        icons: [{ src: "/icons/app-192.png", sizes: "192x192" }],
      },
      {
        name: "Start a workout",
        short_name: "Train",
        url: "/training",
        icons: [{ src: "/icons/app-192.png", sizes: "192x192" }],
      },
    ],
  };
}
