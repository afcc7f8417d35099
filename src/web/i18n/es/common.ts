import { es } from "../../../shared/messages-es";
import type { CommonDict } from "../en/common";
import texts from "./common.json" with { type: "json" };

/** The page texts are data (common.json); the messages come from the API's Spanish catalogue. */
const common: CommonDict = { ...texts, messages: es.messages, templates: es.templates };

export default common;
