import invoiceFile from "../../../../schemas/forms/applicant-invoice.json";
import lookupFile from "../../../../schemas/forms/applicant-invoice-lookup.json";
import referenceFile from "../../../../schemas/forms/payment-reference.json";
import { readFormFile } from "../../../schema/formFiles";

/** The public invoice flow's forms (schemas/forms): step 1, step 2 and the payment check. */
export const invoiceLookupForm = readFormFile("schemas/forms/applicant-invoice-lookup.json", lookupFile);
export const applicantInvoiceForm = readFormFile("schemas/forms/applicant-invoice.json", invoiceFile);
export const paymentReferenceForm = readFormFile("schemas/forms/payment-reference.json", referenceFile);
