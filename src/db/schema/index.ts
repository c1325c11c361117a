export * from "./catalogue";
export * from "./meta";
