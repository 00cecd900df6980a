export { ContactMessages } from "./contact-messages";
