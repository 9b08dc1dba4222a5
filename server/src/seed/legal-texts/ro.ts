import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Termeni și condiții',
    content: `# Termeni și condiții

## 1. Serviciul
Modificăm fișierele unității de control a motorului (ECU) pe care ni le trimiteți, conform serviciilor pe care le comandați. Citirea și scrierea ECU le faceți dumneavoastră, cu propriile instrumente, și răspundeți de vehicul și de lucrările efectuate asupra lui.

## 2. Credite și plată
Serviciile se plătesc în credite. Creditele se scad când trimiteți o comandă și se returnează dacă aceasta este anulată înainte să începem lucrul. Creditele nu expiră și nu pot fi schimbate pe bani.

## 3. Fișierele dumneavoastră
Păstrați o copie a fiecărui fișier original. Fișierele comenzilor se șterg la sfârșitul fiecărei luni; salvați ce vă trebuie.

## 4. Servicii off-road
Serviciile marcate „Numai pentru off-road și motorsport” modifică sisteme legate de emisii. Confirmați că vehiculul nu va fi folosit pe drumurile publice într-un mod pe care legea nu îl permite.

## 5. Răspundere
Verificăm fiecare fișier înainte de a-l trimite înapoi. Nu răspundem pentru daunele cauzate de scrierea unui fișier în vehiculul greșit, de defecte hardware sau de instrumentele folosite pentru citirea sau scrierea ECU.
`,
  },
  privacy_policy: {
    title: 'Politica de confidențialitate',
    content: `# Politica de confidențialitate

## Ce păstrăm
Datele contului dumneavoastră (nume, firmă, adresă, e-mail, telefon, cod de TVA), comenzile și fișierele lor, tichetele și mesajele de chat, precum și istoricul creditelor și facturile.

## De ce
Pentru a presta serviciile comandate, a le factura și a vă răspunde la întrebări. Păstrăm facturile atât timp cât cere legislația fiscală. Fișierele comenzilor se șterg la sfârșitul fiecărei luni.

## Cine le vede
Personalul nostru și furnizorul de plăți pe care îl alegeți când cumpărați credite. Nu vindem datele dumneavoastră.

## Drepturile dumneavoastră
Vă puteți vedea și corecta datele în profil și ne puteți cere să vă ștergem contul împreună cu toate datele lui.
`,
  },
  terms_of_use: {
    title: 'Condiții de utilizare',
    content: `# Condiții de utilizare

Folosiți acest portal doar pentru propriile afaceri cu noi. Nu vă dezvăluiți parola nimănui; răspundeți pentru tot ce se face cu contul dumneavoastră. Nu încărcați fișiere pe care nu aveți dreptul să ni le trimiteți.
`,
  },
  shop_terms: {
    title: 'Termenii și condițiile magazinului',
    content: `# Termenii și condițiile magazinului

Prețurile includ TVA acolo unde se aplică. Comenzile se expediază prin metoda aleasă la finalizarea comenzii. Produsele nefolosite, în ambalajul original, pot fi returnate în 14 zile de la livrare; anunțați-ne înainte de a le trimite înapoi.
`,
  },
} satisfies LegalTexts;
