// The lobby's new-table form: the game's forms, options and seats from the registry.
import { h, t } from "./cards.js";

const games = JSON.parse(document.getElementById("games").textContent);
const select = document.getElementById("game");
const optionsBox = document.getElementById("options");
const seatsBox = document.getElementById("seats");

games.forEach((game, index) => select.append(h("option", { value: String(index) }, game.title)));

function show() {
  const game = games[Number(select.value)];
  document.getElementById("game-name").value = game.game;
  document.getElementById("game-form").value = game.form ?? "";
  document.getElementById("game-players").value = game.players ? String(game.players) : "";
  optionsBox.replaceChildren(...game.options.map((option) => {
    let input;
    if (option.choices) {
      input = h("select", { name: option.name }, ...option.choices.map((c, i) => h("option", { value: String(c), selected: c === option.default }, option.choice_labels?.[i] ?? String(c))));
    } else if (option.kind === "bool") {
      input = h("select", { name: option.name }, h("option", { value: "false", selected: !option.default }, t("no")), h("option", { value: "true", selected: option.default }, t("yes")));
    } else {
      input = h("input", { name: option.name, value: String(option.default ?? ""), size: 8 });
    }
    return h("p", {}, h("label", {}, `${option.label ?? option.name.replace(/_/g, " ")} `, input));
  }));
  // South (or the first seat); at a rotating table (5 or 6 players) the player South in rubber 1
  const mine = game.players ? 2 : game.seats.includes("S") ? game.seats.indexOf("S") : 0;
  seatsBox.replaceChildren(h("legend", {}, t("Seats")), ...game.seats.map((name, seat) => h("p", {},
    h("label", {}, `${game.seat_labels?.[seat] ?? name} `, h("select", { name: `seat${seat}`, "data-seat-choice": seat },
      h("option", { value: "me", selected: seat === mine }, t("me")),
      h("option", { value: "robot", selected: seat !== mine }, t("robot")),
      h("option", { value: "invite" }, t("invite (a link to share)")))))));
}

select.addEventListener("change", show);
show();
