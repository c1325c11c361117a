/**
 * Muscle ids are stable keys shared by routes (`/exercises/{muscle}`), the body map regions and the
 * catalogue files. Display names are translated in the messages files under `muscles.*`.
 */
export const SIMPLE_MUSCLES = [
  { id: "front-shoulders", name: "Front Shoulders", side: "front" },
  { id: "chest", name: "Chest", side: "front" },
  { id: "biceps", name: "Biceps", side: "front" },
  { id: "forearms", name: "Forearms", side: "both" },
  { id: "hands", name: "Hands", side: "front" },
  { id: "abdominals", name: "Abdominals", side: "front" },
  { id: "obliques", name: "Obliques", side: "front" },
  { id: "quads", name: "Quads", side: "front" },
  { id: "calves", name: "Calves", side: "both" },
  { id: "traps", name: "Traps", side: "back" },
  { id: "rear-shoulders", name: "Rear Shoulders", side: "back" },
  { id: "triceps", name: "Triceps", side: "back" },
  { id: "traps-middle", name: "Traps (mid-back)", side: "back" },
  { id: "lats", name: "Lats", side: "back" },
  { id: "lowerback", name: "Lower Back", side: "back" },
  { id: "glutes", name: "Glutes", side: "back" },
  { id: "hamstrings", name: "Hamstrings", side: "back" },
  { id: "neck", name: "Neck", side: "front" },
  { id: "adductors", name: "Adductors", side: "front" },
] as const;

/** Every advanced muscle belongs to one simple parent; lateral deltoid shows on both views. */
export const ADVANCED_MUSCLES = [
  { id: "anterior-deltoid", name: "Anterior Deltoid", parent: "front-shoulders" },
  { id: "lateral-deltoid", name: "Lateral Deltoid", parent: "front-shoulders" },
  { id: "posterior-deltoid", name: "Posterior Deltoid", parent: "rear-shoulders" },
  { id: "upper-pectoralis", name: "Upper Pectoralis", parent: "chest" },
  { id: "mid-lower-pectoralis", name: "Mid and Lower Pectoralis", parent: "chest" },
  { id: "long-head-bicep", name: "Long Head Bicep", parent: "biceps" },
  { id: "short-head-bicep", name: "Short Head Bicep", parent: "biceps" },
  { id: "lateral-head-triceps", name: "Lateral Head Triceps", parent: "triceps" },
  { id: "long-head-triceps", name: "Long Head Triceps", parent: "triceps" },
  { id: "medial-head-triceps", name: "Medial Head Triceps", parent: "triceps" },
  { id: "wrist-flexors", name: "Wrist Flexors", parent: "forearms" },
  { id: "wrist-extensors", name: "Wrist Extensors", parent: "forearms" },
  { id: "upper-abdominals", name: "Upper Abdominals", parent: "abdominals" },
  { id: "lower-abdominals", name: "Lower Abdominals", parent: "abdominals" },
  { id: "obliques", name: "Obliques", parent: "obliques" },
  { id: "upper-trapezius", name: "Upper Trapezius", parent: "traps" },
  { id: "traps-middle", name: "Middle Trapezius", parent: "traps-middle" },
  { id: "lower-trapezius", name: "Lower Trapezius", parent: "traps-middle" },
  { id: "lats", name: "Lats", parent: "lats" },
  { id: "lowerback", name: "Lower Back", parent: "lowerback" },
  { id: "gluteus-maximus", name: "Gluteus Maximus", parent: "glutes" },
  { id: "gluteus-medius", name: "Gluteus Medius", parent: "glutes" },
  { id: "rectus-femoris", name: "Rectus Femoris", parent: "quads" },
  { id: "inner-quadricep", name: "Inner Quadricep", parent: "quads" },
  { id: "outer-quadricep", name: "Outer Quadricep", parent: "quads" },
  { id: "inner-thigh", name: "Inner Thigh", parent: "adductors" },
  { id: "groin", name: "Groin", parent: "adductors" },
  { id: "lateral-hamstrings", name: "Lateral Hamstrings", parent: "hamstrings" },
  { id: "medial-hamstrings", name: "Medial Hamstrings", parent: "hamstrings" },
  { id: "gastrocnemius", name: "Gastrocnemius", parent: "calves" },
  { id: "soleus", name: "Soleus", parent: "calves" },
  { id: "tibialis", name: "Tibialis", parent: "calves" },
] as const;

export const JOINTS = [
  { id: "ankles", name: "Ankles" },
  { id: "knees", name: "Knees" },
  { id: "wrists", name: "Wrists" },
  { id: "elbows", name: "Elbows" },
  { id: "shoulders", name: "Shoulders" },
  { id: "hips", name: "Hips" },
  { id: "scapula", name: "Scapula" },
  { id: "upper-spine", name: "Upper Spine" },
  { id: "lower-spine", name: "Lower Spine" },
] as const;

export type SimpleMuscleId = (typeof SIMPLE_MUSCLES)[number]["id"];
export type AdvancedMuscleId = (typeof ADVANCED_MUSCLES)[number]["id"];
export type JointId = (typeof JOINTS)[number]["id"];
export type MuscleSet = "simple" | "advanced" | "joints";

export const DEFAULT_SIMPLE_MUSCLE: SimpleMuscleId = "chest";
export const DEFAULT_ADVANCED_MUSCLE: AdvancedMuscleId = "mid-lower-pectoralis";
export const DEFAULT_JOINT: JointId = "scapula";
