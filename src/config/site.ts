export const SITE_NAME = "MoveAtlas";
export const EXERCISE_PAGE_SIZE = 10;
export const SEARCH_MIN_CHARS = 3;
