import { describe, expect, it } from "vitest";
import {
  contextFor,
  createTestAccounts,
  requestHeaders,
  signedInContextFor,
  uniqueEmail,
} from "@/modules/accounts/testing/test-accounts";
import { deleteAccount } from "@/modules/accounts/server/delete-account";
import { register } from "@/modules/accounts/server/sign-in";
import { seededDatabase } from "../testing/seeded-database";
import { getExercise } from "./get-exercise";
import { addFavourite, listFavourites, removeFavourite } from "./favourites";
import { testDrivers } from "@/db/testing/test-database";

describe.each(testDrivers())("favourites on %s", (driver) => {
  const database = seededDatabase(driver);

  async function newUser(accounts = createTestAccounts(database().db)) {
    const { headers } = await register(await contextFor(accounts, requestHeaders()), {
      email: uniqueEmail(),
      password: "long password",
      firstName: "A",
      lastName: "B",
    });
    return signedInContextFor(accounts, requestHeaders({ cookies: headers }));
  }

  it("saves once, lists newest first in the locale, and removes", async () => {
    const { db } = database();
    const user = await newUser();
    const squat = await getExercise(db, "barbell-squat", "en-us");
    const curl = await getExercise(db, "barbell-curl", "en-us");
    const first = await addFavourite(user, { exercise_id: squat.id });
    expect(first.created).toBe(true);
    expect((await addFavourite(user, { exercise_id: squat.id })).favourite.id).toBe(first.favourite.id);
    await addFavourite(user, { exercise_id: curl.id });
    const list = await listFavourites({ ...user, locale: "es-es" });
    expect(list.results.map((item) => item.exercise.slug)).toEqual(["barbell-curl", "barbell-squat"]);
    expect(list.results[1]?.exercise.name).not.toBe(squat.name);
    await removeFavourite(user, { id: first.favourite.id });
    expect((await listFavourites(user)).count).toBe(1);
  });

  it("keeps each user's favourites to that user", async () => {
    const { db } = database();
    const owner = await newUser();
    const other = await newUser();
    const squat = await getExercise(db, "barbell-squat", "en-us");
    const { favourite } = await addFavourite(owner, { exercise_id: squat.id });
    expect((await listFavourites(other)).count).toBe(0);
    await expect(removeFavourite(other, { id: favourite.id })).rejects.toMatchObject({ status: 404 });
    expect((await listFavourites(owner)).count).toBe(1);
    await expect(addFavourite(owner, { exercise_id: 987654321 })).rejects.toMatchObject({ status: 404 });
  });

  it("goes with the account when the user deletes it", async () => {
    const { db } = database();
    const accounts = createTestAccounts(db);
    const user = await newUser(accounts);
    const squat = await getExercise(db, "barbell-squat", "en-us");
    await addFavourite(user, { exercise_id: squat.id });
    await deleteAccount(user, { id: user.user.pk });
    expect((await listFavourites(user)).count).toBe(0);
  });
});
