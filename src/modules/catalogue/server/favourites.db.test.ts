import { describe, expect, it } from "vitest";
import { createTestAccounts, requestHeaders, uniqueEmail } from "@/modules/accounts/testing/test-accounts";
import { deleteAccount } from "@/modules/accounts/server/delete-account";
import { register } from "@/modules/accounts/server/sign-in";
import { seededDatabase } from "../testing/seeded-database";
import { getExercise } from "./get-exercise";
import { addFavourite, listFavourites, removeFavourite } from "./favourites";
import { testDrivers } from "@/db/testing/test-database";

describe.each(testDrivers())("favourites on %s", (driver) => {
  const database = seededDatabase(driver);

  async function newUserId() {
    const accounts = createTestAccounts(database().db);
    return registered(accounts);
  }

  async function registered(accounts: ReturnType<typeof createTestAccounts>) {
    const { body } = await register(
      accounts,
      { email: uniqueEmail(), password: "long password", firstName: "A", lastName: "B" },
      "en-us",
      requestHeaders(),
    );
    return body.user.pk;
  }

  it("saves once, lists newest first in the locale, and removes", async () => {
    const { db } = database();
    const userId = await newUserId();
    const squat = await getExercise(db, "barbell-squat", "en-us");
    const curl = await getExercise(db, "barbell-curl", "en-us");
    const first = await addFavourite(db, userId, squat.id);
    expect(first.created).toBe(true);
    expect((await addFavourite(db, userId, squat.id)).favourite.id).toBe(first.favourite.id);
    await addFavourite(db, userId, curl.id);
    const list = await listFavourites(db, userId, "es-es");
    expect(list.results.map((item) => item.exercise.slug)).toEqual(["barbell-curl", "barbell-squat"]);
    expect(list.results[1]?.exercise.name).not.toBe(squat.name);
    await removeFavourite(db, userId, first.favourite.id);
    expect((await listFavourites(db, userId, "en-us")).count).toBe(1);
  });

  it("keeps each user's favourites to that user", async () => {
    const { db } = database();
    const owner = await newUserId();
    const other = await newUserId();
    const squat = await getExercise(db, "barbell-squat", "en-us");
    const { favourite } = await addFavourite(db, owner, squat.id);
    expect((await listFavourites(db, other, "en-us")).count).toBe(0);
    await expect(removeFavourite(db, other, favourite.id)).rejects.toMatchObject({ status: 404 });
    expect((await listFavourites(db, owner, "en-us")).count).toBe(1);
    await expect(addFavourite(db, owner, 987654321)).rejects.toMatchObject({ status: 404 });
  });

  it("goes with the account when the user deletes it", async () => {
    const { db } = database();
    const accounts = createTestAccounts(db);
    const userId = await registered(accounts);
    const squat = await getExercise(db, "barbell-squat", "en-us");
    await addFavourite(db, userId, squat.id);
    await deleteAccount(accounts, userId);
    expect((await listFavourites(db, userId, "en-us")).count).toBe(0);
  });
});
