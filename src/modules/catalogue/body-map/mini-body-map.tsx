import { useId } from "react";
import type { JointId } from "../reference/muscles";
import { BodyMapFigure, type Shade } from "./body-map-figure";
import type { MapGender } from "./body-map-state";
import { MINI_MAP_REGIONS } from "./illustration-svg";

/** The workouts-card map: front only, ten regions, the given muscles shaded, optional joint markers. */
export function MiniBodyMap({
  gender,
  muscles,
  joints = [],
  label,
  className,
}: {
  gender: MapGender;
  muscles: readonly string[];
  joints?: readonly JointId[];
  label: string;
  className?: string;
}) {
  const clipPrefix = useId();
  const shades = Object.fromEntries(muscles.map((muscle): [string, Shade] => [muscle, "primary"]));
  return (
    <BodyMapFigure
      gender={gender}
      side="front"
      mode="simple"
      names={{}}
      label={label}
      shades={shades}
      only={MINI_MAP_REGIONS}
      markers={joints}
      clipPrefix={clipPrefix}
      className={className}
    />
  );
}
