import type { FromSchema } from "json-schema-to-ts";
import { namedRefSchema } from "./ids";

/** The landing page's notices (`/api/Notices/…`, spec section 3 "Notice"). */

export const noticeSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "title", "category", "description", "startDate", "senderName"],
  properties: {
    id: { type: "integer" },
    title: { type: "string" },
    category: { type: "string" },
    description: { type: "string", description: "Sanitised HTML" },
    startDate: { type: "string", format: "date-time" },
    senderName: { type: "string" },
  },
} as const;
export type Notice = FromSchema<typeof noticeSchema>;

export const noticeListSchema = { type: "array", items: noticeSchema } as const;

export const noticeCategoryListSchema = { type: "array", items: namedRefSchema } as const;
export type NoticeCategory = FromSchema<typeof namedRefSchema>;
