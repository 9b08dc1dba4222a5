import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Conditions générales',
    content: `# Conditions générales

## 1. Le service
Nous modifions les fichiers de calculateur moteur (ECU) que vous nous envoyez selon les services que vous commandez. Vous lisez et écrivez le calculateur vous-même, avec vos propres outils, et vous êtes responsable du véhicule et du travail effectué dessus.

## 2. Crédits et paiement
Les services se paient en crédits. Les crédits sont débités lorsque vous envoyez une commande et restitués lorsqu’une commande est annulée avant que nous ne commencions. Les crédits n’expirent pas et ne peuvent pas être échangés contre de l’argent.

## 3. Vos fichiers
Conservez une copie de chaque fichier d’origine. Les fichiers des commandes sont supprimés à la fin de chaque mois ; enregistrez ce dont vous avez besoin.

## 4. Services tout-terrain
Les services signalés « Réservé au tout-terrain et au sport automobile » modifient des systèmes liés aux émissions. Vous confirmez que le véhicule ne sera pas utilisé sur la voie publique d’une manière que la loi n’autorise pas.

## 5. Responsabilité
Nous contrôlons chaque fichier avant de le renvoyer. Nous ne sommes pas responsables des dommages causés par l’écriture d’un fichier dans le mauvais véhicule, par des défauts matériels ou par les outils utilisés pour lire ou écrire le calculateur.
`,
  },
  privacy_policy: {
    title: 'Politique de confidentialité',
    content: `# Politique de confidentialité

## Ce que nous conservons
Les données de votre compte (nom, société, adresse, e-mail, téléphone, numéro de TVA), vos commandes et leurs fichiers, vos tickets et messages de chat, ainsi que l’historique de vos crédits et vos factures.

## Pourquoi
Pour fournir les services que vous commandez, les facturer et répondre à vos questions. Nous conservons les factures aussi longtemps que la loi fiscale l’exige. Les fichiers des commandes sont supprimés à la fin de chaque mois.

## Qui y a accès
Notre personnel, et le prestataire de paiement que vous choisissez lorsque vous achetez des crédits. Nous ne vendons pas vos données.

## Vos droits
Vous pouvez consulter et corriger vos données dans votre profil, et nous demander de supprimer votre compte et toutes ses données.
`,
  },
  terms_of_use: {
    title: 'Conditions d’utilisation',
    content: `# Conditions d’utilisation

Utilisez ce portail uniquement pour vos propres affaires avec nous. Ne communiquez votre mot de passe à personne ; vous êtes responsable de ce qui est fait avec votre compte. Ne téléversez pas de fichiers que vous n’avez pas le droit de nous envoyer.
`,
  },
  shop_terms: {
    title: 'Conditions générales de la boutique',
    content: `# Conditions générales de la boutique

Les prix s’entendent TVA comprise lorsqu’elle s’applique. Les commandes sont expédiées selon le mode de livraison choisi lors du paiement. Les articles non utilisés, dans leur emballage d’origine, peuvent être retournés dans les 14 jours suivant la livraison ; prévenez-nous avant de les renvoyer.
`,
  },
} satisfies LegalTexts;
