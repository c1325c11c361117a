/** Line drawings of the generator's equipment, one per key (24-unit grid, drawn in the text colour). */
const PATHS: Record<string, string> = {
  barbell: "M2 12h20M5 7v10M8 8.5v7M16 8.5v7M19 7v10",
  dumbbells: "M7 12h10M4 9v6M7 7.5v9M17 7.5v9M20 9v6",
  kettlebells: "M8.5 10.5C7.5 5 16.5 5 15.5 10.5M12 9.5a5.5 5.5 0 1 1 0 11a5.5 5.5 0 1 1 0-11z",
  band: "M4 12c0-4.5 16-4.5 16 0s-16 4.5-16 0zM7 12c0-2 10-2 10 0",
  bodyweight: "M12 3.5a2 2 0 1 1 0 4a2 2 0 1 1 0-4zM12 8v6M7 10.5h10M12 14l-3.5 6.5M12 14l3.5 6.5",
  cables: "M3 3h18M12 3v2M12 5a1.8 1.8 0 1 1 0 3.6a1.8 1.8 0 1 1 0-3.6zM12 8.6V17M9 17h6M5 3v18M19 3v18",
  plate: "M12 3.5a8.5 8.5 0 1 1 0 17a8.5 8.5 0 1 1 0-17zM12 10a2 2 0 1 1 0 4a2 2 0 1 1 0-4z",
  "medicine-ball":
    "M12 3.5a8.5 8.5 0 1 1 0 17a8.5 8.5 0 1 1 0-17zM3.5 12h17M12 3.5c-3.5 3.5-3.5 13.5 0 17M12 3.5c3.5 3.5 3.5 13.5 0 17",
  "bosu-ball": "M3 17h18M4 17a8 8 0 0 1 16 0M8 17v3M16 17v3",
  "smith-machine": "M5 3v18M19 3v18M3 10h18M3 21h4M17 21h4M8 8v4M16 8v4",
  machine: "M4 3h6v18H4zM4 8h6M4 13h6M14 21V9h6M14 14h6M17 9V5",
  trx: "M12 3L7.5 17M12 3l4.5 14M5.5 17h4M14.5 17h4M10 3h4",
  strongman:
    "M12 3.5a8.5 8.5 0 1 1 0 17a8.5 8.5 0 1 1 0-17zM12 7.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9zM3.5 12h4M16.5 12h4",
};

export function EquipmentIcon({ equipment, className }: { equipment: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[equipment] ?? PATHS.bodyweight} />
    </svg>
  );
}
