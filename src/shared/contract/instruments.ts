import * as schemas from "../schemas/instruments";
import { defineEndpoint } from "./endpoint";

export const listInstruments = defineEndpoint({
  method: "GET",
  path: "/api/v1/instruments",
  access: "public",
  summary: "List the tradable instruments",
  tag: "instruments",
  status: 200,
  output: schemas.instrumentsOutput,
  errors: [],
});

export const listAdminInstruments = defineEndpoint({
  method: "GET",
  path: "/api/v1/admin/instruments",
  access: "admin",
  summary: "List all instruments with their settings",
  tag: "admin",
  status: 200,
  output: schemas.adminInstrumentsOutput,
  errors: [],
});

export const updateInstrument = defineEndpoint({
  method: "PATCH",
  path: "/api/v1/admin/instruments/:symbol",
  access: "admin",
  summary: "Enable, disable or cap an instrument",
  tag: "admin",
  params: schemas.instrumentParams,
  body: schemas.instrumentUpdate,
  status: 200,
  output: schemas.adminInstrument,
  errors: ["LEVERAGE_ABOVE_CLASS_CAP"],
});
