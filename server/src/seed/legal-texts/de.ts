import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Geschäftsbedingungen',
    content: `# Geschäftsbedingungen

## 1. Die Leistung
Wir ändern die Steuergerätedateien (ECU), die Sie uns senden, entsprechend den Leistungen, die Sie bestellen. Sie lesen und beschreiben das Steuergerät selbst mit Ihren eigenen Werkzeugen und sind für das Fahrzeug und die Arbeit daran verantwortlich.

## 2. Credits und Bezahlung
Leistungen werden mit Credits bezahlt. Credits werden abgebucht, wenn Sie einen Auftrag senden, und gutgeschrieben, wenn ein Auftrag storniert wird, bevor wir mit der Arbeit beginnen. Credits verfallen nicht und können nicht in Geld umgetauscht werden.

## 3. Ihre Dateien
Bewahren Sie eine Kopie jeder Originaldatei auf. Auftragsdateien werden nach jedem Monat gelöscht; speichern Sie, was Sie brauchen.

## 4. Offroad-Leistungen
Leistungen mit dem Hinweis „Nur für Offroad- und Motorsporteinsatz“ verändern abgasrelevante Systeme. Sie bestätigen, dass das Fahrzeug nicht in einer gesetzlich unzulässigen Weise auf öffentlichen Straßen genutzt wird.

## 5. Haftung
Wir prüfen jede Datei, bevor sie zurückgesendet wird. Wir haften nicht für Schäden, die entstehen, wenn eine Datei in das falsche Fahrzeug geschrieben wird, durch Hardwarefehler oder durch die Werkzeuge, mit denen das Steuergerät gelesen oder beschrieben wird.
`,
  },
  privacy_policy: {
    title: 'Datenschutzerklärung',
    content: `# Datenschutzerklärung

## Was wir speichern
Ihre Kontodaten (Name, Firma, Adresse, E-Mail, Telefon, USt-IdNr.), Ihre Aufträge und deren Dateien, Ihre Tickets und Chatnachrichten sowie Ihren Credit-Verlauf und Ihre Rechnungen.

## Wozu
Um die bestellten Leistungen zu erbringen, sie abzurechnen und Ihre Fragen zu beantworten. Rechnungen bewahren wir so lange auf, wie das Steuerrecht es verlangt. Auftragsdateien werden nach jedem Monat gelöscht.

## Wer sie sieht
Unsere Mitarbeiter und der Zahlungsanbieter, den Sie beim Kauf von Credits wählen. Wir verkaufen Ihre Daten nicht.

## Ihre Rechte
Sie können Ihre Angaben in Ihrem Profil einsehen und berichtigen und uns bitten, Ihr Konto mit allen zugehörigen Daten zu löschen.
`,
  },
  terms_of_use: {
    title: 'Nutzungsbedingungen',
    content: `# Nutzungsbedingungen

Nutzen Sie dieses Portal nur für Ihre eigenen Geschäfte mit uns. Geben Sie Ihr Passwort nicht weiter; Sie sind für alles verantwortlich, was mit Ihrem Konto geschieht. Laden Sie keine Dateien hoch, die Sie uns nicht senden dürfen.
`,
  },
  shop_terms: {
    title: 'Geschäftsbedingungen des Shops',
    content: `# Geschäftsbedingungen des Shops

Die Preise enthalten die Mehrwertsteuer, wo sie anfällt. Bestellungen werden mit der Versandart verschickt, die Sie an der Kasse wählen. Unbenutzte Waren in Originalverpackung können innerhalb von 14 Tagen nach Lieferung zurückgegeben werden; sagen Sie uns Bescheid, bevor Sie sie zurücksenden.
`,
  },
} satisfies LegalTexts;
