import { fr } from "../../../shared/messages-fr";
import type { CommonDict } from "../en/common";
import texts from "./common.json" with { type: "json" };

/** The page texts are data (common.json); the messages come from the API's French catalogue. */
const common: CommonDict = { ...texts, messages: fr.messages, templates: fr.templates };

export default common;
