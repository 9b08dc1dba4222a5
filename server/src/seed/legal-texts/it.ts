import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Termini e condizioni',
    content: `# Termini e condizioni

## 1. Il servizio
Modifichiamo i file della centralina motore (ECU) che ci invii in base ai servizi che ordini. La lettura e la scrittura della centralina le fai tu, con i tuoi strumenti, e sei responsabile del veicolo e del lavoro svolto su di esso.

## 2. Crediti e pagamento
I servizi si pagano in crediti. I crediti vengono addebitati quando invii un ordine e restituiti se l’ordine viene annullato prima che iniziamo. I crediti non scadono e non possono essere convertiti in denaro.

## 3. I tuoi file
Conserva una copia di ogni file originale. I file degli ordini vengono eliminati alla fine di ogni mese; salva ciò che ti serve.

## 4. Servizi fuoristrada
I servizi contrassegnati con «Solo per uso fuoristrada e competizioni» modificano sistemi legati alle emissioni. Confermi che il veicolo non sarà usato su strade pubbliche in un modo non consentito dalla legge.

## 5. Responsabilità
Controlliamo ogni file prima di rimandarlo. Non siamo responsabili dei danni causati dalla scrittura di un file sul veicolo sbagliato, da guasti dell’hardware o dagli strumenti usati per leggere o scrivere la centralina.
`,
  },
  privacy_policy: {
    title: 'Informativa sulla privacy',
    content: `# Informativa sulla privacy

## Cosa conserviamo
I dati del tuo account (nome, azienda, indirizzo, e-mail, telefono, partita IVA), i tuoi ordini e i relativi file, i tuoi ticket e messaggi in chat, e lo storico dei tuoi crediti e le tue fatture.

## Perché
Per fornire i servizi che ordini, fatturarli e rispondere alle tue domande. Conserviamo le fatture per il tempo richiesto dalla normativa fiscale. I file degli ordini vengono eliminati alla fine di ogni mese.

## Chi li vede
Il nostro personale e il fornitore di pagamento che scegli quando acquisti crediti. Non vendiamo i tuoi dati.

## I tuoi diritti
Puoi vedere e correggere i tuoi dati nel tuo profilo e chiederci di eliminare il tuo account e tutti i suoi dati.
`,
  },
  terms_of_use: {
    title: 'Condizioni d’uso',
    content: `# Condizioni d’uso

Usa questo portale solo per i tuoi affari con noi. Non condividere la tua password; sei responsabile di ciò che viene fatto con il tuo account. Non caricare file che non hai il diritto di inviarci.
`,
  },
  shop_terms: {
    title: 'Termini e condizioni del negozio',
    content: `# Termini e condizioni del negozio

I prezzi includono l’IVA, dove applicabile. Gli ordini vengono spediti con il metodo che scegli al momento del pagamento. La merce non utilizzata, nella confezione originale, può essere restituita entro 14 giorni dalla consegna; avvisaci prima di rispedirla.
`,
  },
} satisfies LegalTexts;
