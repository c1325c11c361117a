import { AppError } from "@/lib/errors";
import { errorResponse } from "@/lib/http";

/** Any other path under the API answers a JSON 404, whatever the method. */
const unknownPath = async () => errorResponse(new AppError("NOT_FOUND", { message: "No such API path" }));

export { unknownPath as GET, unknownPath as POST, unknownPath as PUT, unknownPath as PATCH, unknownPath as DELETE };
