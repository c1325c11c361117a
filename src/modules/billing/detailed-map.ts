/**
 * The detailed muscle map and the joints view are Premium (spec §6: free accounts get the basic
 * muscle view). Everyone may look a few times first; each time a switch turns one on counts as an
 * advanced click (spec §4), and the count is what the looks are taken from. Links into a detailed
 * listing stay open to all: they are shared and indexed pages. See docs/decisions/0012.
 */
export const FREE_DETAILED_MAP_LOOKS = 3;

/** How many more times someone without Premium may turn a detailed view on. */
export const detailedMapLooksLeft = (advancedClicks: number) => Math.max(0, FREE_DETAILED_MAP_LOOKS - advancedClicks);

/** Whether turning the detailed map or the joints view on opens it, or asks for Premium instead. */
export const mayOpenDetailedMap = (premium: boolean, advancedClicks: number) =>
  premium || detailedMapLooksLeft(advancedClicks) > 0;
