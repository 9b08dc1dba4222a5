/** The support screens the web's customer pages show: one chunk, loaded when a support page opens. */
export { ChatWindow } from './ChatWindow';
export { TicketTable } from './TicketTable';
export { TicketView } from './TicketView';
