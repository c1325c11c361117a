import "server-only";
import { exercisePath, listingPath } from "@/modules/catalogue/listing-route";
import { listCategoryHighlights, listEquipmentListings } from "@/modules/catalogue/server/list-directory-entries";
import { listMuscles } from "@/modules/catalogue/server/list-taxonomy";
import type { RequestContext } from "@/modules/billing/context";
import { workoutUrl } from "@/modules/workouts/server/hydrate-workouts";
import { listOriginalsByGoal } from "@/modules/workouts/server/list-original-names";
import { ARTICLE_CATEGORIES } from "../articles/categories";
import { articlePath } from "../articles/paths";
import { articleLibrary } from "../articles/server/library";
import { categoryRef, toSummary } from "../articles/server/to-dto";
import type { DirectoryData, DirectoryGroup } from "../dto";
import { routineCatalogue, routinePath } from "../routines/server/routine-catalogue";

type Named = { key: string; name: string };

function articlesByCategory(ctx: RequestContext): DirectoryGroup[] {
  const library = articleLibrary();
  return ARTICLE_CATEGORIES.flatMap((category) => {
    const written = library.articles.filter((article) => article.category === category);
    if (!written.length) return [];
    const links = written.map((article) => ({
      href: articlePath(article.slug),
      label: toSummary(library, article, ctx.locale).title,
    }));
    return [{ key: category, name: categoryRef(library, category, ctx.locale).name, links }];
  });
}

/** The site directory: every muscle and joint listing, equipment, category, workout, routine and article. */
export async function loadDirectory(ctx: RequestContext): Promise<DirectoryData> {
  const [{ results }, equipment, categories, workouts, { routines }] = await Promise.all([
    listMuscles(ctx.db, ctx.locale),
    listEquipmentListings(ctx.db, ctx.locale),
    listCategoryHighlights(ctx.db, ctx.locale),
    listOriginalsByGoal(ctx),
    routineCatalogue(ctx),
  ]);
  const named = ({ key, name }: Named): Named => ({ key, name });
  return {
    groups: results
      .filter((muscle) => muscle.is_simple)
      .map((group) => ({
        ...named(group),
        muscles: results.filter((muscle) => !muscle.is_simple && muscle.parent === group.key).map(named),
      })),
    joints: results.filter((muscle) => muscle.kind === "joint").map(named),
    equipment: equipment.map((kit) => ({
      ...named(kit),
      links: kit.muscles.map((muscle) => ({
        href: listingPath({ muscle: muscle.key, equipment: kit.slug }),
        label: muscle.name,
      })),
    })),
    categories: categories.map((category) => ({
      ...named(category),
      count: category.count,
      links: category.exercises.map((exercise) => ({ href: exercisePath(exercise.slug), label: exercise.name })),
    })),
    workouts: workouts.map((goal) => ({
      ...named(goal),
      links: goal.workouts.map((workout) => ({ href: workoutUrl(workout) ?? "/workouts", label: workout.name })),
    })),
    routines: [...new Set(routines.map((routine) => routine.goal.key))].map((goal) => {
      const ofGoal = routines.filter((routine) => routine.goal.key === goal);
      return {
        key: goal,
        name: ofGoal[0]?.goal.name ?? goal,
        links: ofGoal.map((routine) => ({ href: routinePath(routine.slug), label: routine.name })),
      };
    }),
    articles: articlesByCategory(ctx),
  };
}
