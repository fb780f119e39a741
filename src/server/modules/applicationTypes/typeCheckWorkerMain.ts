import { parentPort, workerData } from "node:worker_threads";
import type { UiFragmentLibrary } from "../../../schema/applicationTypes/uiFragments";
import type { SchemaLibrary } from "../../../schema/bundleSchema";
import { checkTypeFiles } from "../../../schema/publishedTypes/checkTypeFiles";
import type { TypeCheckAnswer, TypeCheckRequest } from "./typeChecker";
import { publishedValidatorModule } from "./validatorModule";

/** Checks one type at a time for the request thread; the library of shared parts (and UI fragments) comes once. */
const { library, fragments } = workerData as { library: SchemaLibrary; fragments: UiFragmentLibrary };

parentPort?.on("message", ({ id, typeKey, files, others, preview }: TypeCheckRequest) => {
  let answer: TypeCheckAnswer;
  try {
    const result = checkTypeFiles({ typeKey, files, others, library, fragments });
    const code =
      preview && result.type ? publishedValidatorModule(result.type, `${typeKey} (preview)`) : undefined;
    answer = { id, ok: true, result, ...(code === undefined ? {} : { code }) };
  } catch (error) {
    answer = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
