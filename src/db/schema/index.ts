export * from "./catalogue";
export * from "./meta";
export * from "./accounts";
export * from "./workouts";
export * from "./routines";
export * from "./billing";
export * from "./training";
