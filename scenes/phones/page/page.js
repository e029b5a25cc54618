// Tumble Table on a phone: join with the table code, then hold your own hand.
// The table sends this seat's view and the exact texts of the moves it may make; the page only
// helps pick one of those texts, token by token, and sends it back. No rule is decided here.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  // Every word the page shows comes from the table's catalog, in the table's language: the
  // server puts them into the page (index.html's "words" JSON); this file holds no sentences.
  const WORDS = JSON.parse(($("words") && $("words").textContent) || "{}");
  function w(key, values) {
    const text = WORDS[key];
    if (text === undefined) return key;
    return text.replace(/\{(\w+)\}/g, (all, name) => (values && name in values ? String(values[name]) : all));
  }
  for (const node of document.querySelectorAll("[data-w]")) node.textContent = w(node.dataset.w);
  for (const node of document.querySelectorAll("[data-w-placeholder]")) node.placeholder = w(node.dataset.wPlaceholder);
  const KEY = "tumble-table-seat:" + location.host;
  const NAME_KEY = "tumble-table-name";
  let ws = null;
  let token = read(KEY);
  let joined = false;
  let over = false;
  let released = false;
  let state = null;
  let chosen = [];
  let marks = [];
  let retry = 0;
  let hadMoves = false;
  let lastStep = -1;

  function read(key) { try { return localStorage.getItem(key) || ""; } catch (e) { return ""; } }
  function write(key, value) {
    try { if (value) localStorage.setItem(key, value); else localStorage.removeItem(key); } catch (e) { /* private mode */ }
  }
  function show(id) { for (const s of ["join", "connecting", "game", "over"]) $(s).hidden = s !== id; }
  function send(message) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(message)); }
  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function toast(text) {
    const box = $("toast");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(toast.timer);
    toast.timer = setTimeout(() => { box.hidden = true; }, 3500);
  }

  // ------------------------------------------------------------ connection

  function connect() {
    const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
    ws = new WebSocket(url);
    ws.onopen = () => {
      retry = 0;
      if (token) send({ type: "rejoin", token });
      else if (!joined) show("join");
    };
    ws.onmessage = (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      handle(message);
    };
    ws.onclose = () => {
      ws = null;
      if (over || released) return;
      if (token) {
        $("connecting-text").textContent = w("reconnecting");
        show("connecting");
      }
      setTimeout(connect, Math.min(5000, 400 * 2 ** retry++));
    };
  }

  function handle(m) {
    if (m.type === "joined") {
      joined = true;
      token = m.token;
      write(KEY, token);
      $("me").textContent = m.name;
      show("game");
    } else if (m.type === "state") {
      // A half-chosen move survives other players' moves while it is still possible; it starts
      // over when this seat has just moved (a new question) or when it no longer fits.
      const prefix = chosen.join(" ") + " ";
      const fits = m.legal.some((t) => (t + " ").startsWith(prefix));
      if (m.step !== lastStep && (m.moved === m.seat || !fits || !hadMoves)) { chosen = []; marks = []; }
      lastStep = m.step;
      state = m;
      render();
      const mine = m.legal.length > 0;
      if (mine && !hadMoves) buzz();
      hadMoves = mine;
    } else if (m.type === "over") {
      over = true;
      write(KEY, "");
      results(m);
    } else if (m.type === "error") {
      if (m.released) {
        released = true;
        token = "";
        write(KEY, "");
        $("join-error").textContent = m.message;
        show("join");
      } else if (!joined) {
        if (token) { token = ""; write(KEY, ""); }
        $("join-error").textContent = m.message;
        show("join");
      } else {
        toast(m.message);
      }
    }
  }

  function buzz() {
    if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
    document.body.classList.remove("flash");
    void document.body.offsetWidth;
    document.body.classList.add("flash");
  }

  $("join-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = $("code").value.trim().toUpperCase();
    const name = $("name").value.trim();
    if (code.length !== 4) { $("join-error").textContent = w("code_length"); return; }
    if (!name) { $("join-error").textContent = w("no_name"); return; }
    write(NAME_KEY, name);
    $("join-error").textContent = "";
    released = false;
    if (!ws) connect();
    send({ type: "join", code, name });
  });
  $("name").value = read(NAME_KEY);

  // ------------------------------------------------------------ choosing a move, token by token

  function options(prefix) {
    const next = [];
    let complete = false;
    for (const text of state.legal) {
      const words = text.split(" ");
      if (words.length < prefix.length) continue;
      if (!prefix.every((w, i) => words[i] === w)) continue;
      if (words.length === prefix.length) complete = true;
      else if (!next.includes(words[prefix.length])) next.push(words[prefix.length]);
    }
    return { next, complete };
  }

  // Words that leave no choice ("place", "at") are filled in; a last word (the card itself) is
  // always shown, so the player sees what they are about to play.
  function forced() {
    for (;;) {
      const o = options(chosen);
      if (o.complete || o.next.length !== 1 || options(chosen.concat(o.next)).complete) return o;
      chosen.push(o.next[0]);
    }
  }

  function pick(word) { marks.push(chosen.length); chosen.push(word); render(); }
  function back() { if (marks.length) chosen.length = marks.pop(); else chosen = []; render(); }
  function submit() {
    send({ type: "act", action: chosen.join(" ") });
    $("prompt").textContent = w("sent", { move: describe(chosen.join(" ")) });
    $("moves").replaceChildren();
  }

  // ------------------------------------------------------------ drawing

  function render() {
    const m = state;
    document.body.classList.toggle("my-turn", m.legal.length > 0);
    document.body.classList.toggle("moves-first", m.game === "take_it_dice" || m.game === "take_it_pyramids");
    const myName = m.names[m.seat] || "";
    $("me").textContent = m.legal.length ? w("me_your_move", { name: myName }) : myName;
    const scores = $("scores");
    scores.replaceChildren();
    m.names.forEach((name, i) => {
      const chip = el("span", "score", name + " " + m.scores[i]);
      if (m.to_act.includes(i)) chip.classList.add("acting");
      if (i === m.seat) chip.classList.add("mine");
      scores.append(chip);
    });
    $("prompt").textContent = m.prompt;
    if (m.legal.length) forced();  // the board shows the spot being chosen, so fill in first
    const game = GAMES[m.game] || GAMES.generic;
    const board = $("board");
    board.replaceChildren();
    game.board(board, m);
    renderMoves(game);
  }

  function renderMoves(game) {
    const box = $("moves");
    box.replaceChildren();
    if (!state.legal.length) return;
    const o = forced();
    if (marks.length) {
      const row = el("div", "row");
      const undo = el("button", "word", w("back"));
      undo.addEventListener("click", back);
      row.append(undo, el("span", "muted", describe(chosen.join(" "))));
      box.append(row);
    }
    if (o.next.length) {
      box.append(el("div", "section-title", game.ask ? game.ask(chosen, state) : w("choose")));
      const list = el("div", "choices");
      for (const word of o.next) {
        const button = game.button ? game.button(word, chosen, state) : null;
        const b = button || el("button", "word", label(word));
        b.dataset.word = word;
        b.addEventListener("click", () => pick(word));
        list.append(b);
      }
      if (list.children.length <= 3) list.classList.add("big-choice");
      box.append(list);
    }
    if (o.complete) {
      const row = el("div", "confirm");
      const go = el("button", "primary", describe(chosen.join(" ")));
      go.id = "send";
      go.addEventListener("click", submit);
      row.append(go);
      box.append(row);
    }
    if (game.after) game.after(box, chosen, state, o);
  }

  // The action notation's own words ("take", "at", ...) and dice ("W4"), as the player reads them.
  const TOKENS = ["take", "leave", "pass", "keep", "discard", "play", "draw", "small", "medium", "large",
    "row", "place", "to", "at", "turn"];
  function label(word) {
    if (TOKENS.includes(word)) return w("word." + word);
    if (/^[WBR][1-6]$/.test(word)) return w("die." + word[0], { n: word[1] });
    const card = ((state && state.glossary.cards) || {})[word];
    if (card) return card.name || w("word.card");  // a card is said by its name, never its id
    return word;
  }
  function describe(text) {
    const words = text.split(" ");
    if (state && state.game === "take5") {
      if (words[0] === "play") return w("take5.play", { n: words[1] });
      if (words[0] === "row") return w("take5.take_row", { n: words[1] });
    }
    if (state && state.game === "take_it_pyramids") {
      if (words[0] === "take") return w("take_it_pyramids.take");
      if (words[0] === "leave") return w("take_it_pyramids.leave");
      if (words[0] === "draw") return w("take_it_pyramids.draw." + words[1]);
    }
    if (state && state.game === "pyramid_power" && words[0] === "place") {
      return words.length >= 6 ? w("pyramid_power.placed") : w("word.place");  // never a tile id or a grid spot
    }
    const out = words.map(label).join(" ");
    return out.charAt(0).toUpperCase() + out.slice(1);
  }

  function results(m) {
    const list = $("results");
    list.replaceChildren();
    const order = m.scores.map((s, i) => i).sort((a, b) => (m.lowest_wins ? 1 : -1) * (m.scores[a] - m.scores[b]));
    for (const i of order) {
      const item = el("li", m.winners.includes(i) ? "winner" : "", m.names[i] + ": " + m.scores[i]);
      list.append(item);
    }
    show("over");
  }

  // ------------------------------------------------------------ each game's pieces

  const SVG = "http://www.w3.org/2000/svg";
  function svg(tag, attrs) {
    const node = document.createElementNS(SVG, tag);
    for (const k in attrs) node.setAttribute(k, attrs[k]);
    return node;
  }

  function t5card(n, heads, small) {
    const card = el("span", "t5" + (small ? " small" : "") + (heads > 1 ? " h" + heads : ""));
    card.append(el("span", "", String(n)), el("span", "heads", "♉".repeat(Math.min(heads, 7))));
    return card;
  }
  function t5heads(m, n) { return (m.glossary.heads || {})[String(n)] || 1; }

  function die(word, tag) {
    const d = el(tag || "span", "die " + word[0], word.slice(1));
    d.setAttribute("aria-label", label(word));
    return d;
  }
  function dcard(id, m, tag) {
    const info = (m.glossary.cards || {})[id] || {};
    const card = el(tag || "div", "dcard" + (id[0] === "A" ? " action" : ""));
    card.append(el("div", "id", id));
    if (info.need) {
      const dice = el("div", "dice");
      for (const d of info.need) dice.append(die(d));
      card.append(dice, el("div", "pts", "+" + info.points));
    } else if (info.name) {
      card.append(el("div", "", info.name));
    }
    return card;
  }

  const HUE = { R: "#d55e00", Y: "#f5c710", G: "#009e73", B: "#0072b2", P: "#cc79a7", "*": "#f4ead5" };
  // Colour is never alone (the house style): each colour has its symbol, as on the TV.
  const MARK = { R: "●", Y: "★", G: "▲", B: "■", P: "◆", "*": "✱" };
  const H = Math.sqrt(3) / 2;
  function corners(c, r) {
    const x = c * 0.5, y = r * H;
    if ((c + r) % 2 === 0) return { up: true, cx: x, cy: y + H / 6, v: [[x, y - H / 2], [x + 0.5, y + H / 2], [x - 0.5, y + H / 2]] };
    return { up: false, cx: x, cy: y - H / 6, v: [[x - 0.5, y - H / 2], [x + 0.5, y - H / 2], [x, y + H / 2]] };
  }
  function sides(tile, turn, m) {
    const info = (m.glossary.tiles || {})[tile];
    const c = info ? info.sides : "***";
    const k = turn || 0;
    return [0, 1, 2].map((s) => c[(((s - k) % 3) + 3) % 3]);
  }
  function drawTile(group, c, r, tile, turn, m) {
    const g = corners(c, r);
    const colours = sides(tile, turn, m);
    // Side s of an up cell runs from corner s to corner s+1 (right, bottom, left); a down cell's
    // sides are top, right, left, which are the same corner pairs in its own corner order.
    for (let s = 0; s < 3; s++) {
      const a = g.v[s], b = g.v[(s + 1) % 3];
      group.append(svg("polygon", {
        points: `${g.cx},${g.cy} ${a[0]},${a[1]} ${b[0]},${b[1]}`,
        fill: HUE[colours[s]] || "#888", stroke: "#2b1d14", "stroke-width": 0.025, "stroke-linejoin": "round",
      }));
      const mark = svg("text", {
        x: (g.cx + a[0] + b[0]) / 3, y: (g.cy + a[1] + b[1]) / 3 + 0.045, "text-anchor": "middle",
        "font-size": 0.13, fill: "rgba(20, 14, 10, 0.75)",
      });
      mark.textContent = MARK[colours[s]] || "";
      group.append(mark);
    }
  }
  function ppBoard(m, spots, onSpot, preview) {
    const cells = m.view.board.map((p) => p.cell);
    const all = cells.concat(spots.map((s) => s.cell));
    let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
    for (const [c, r] of all) {
      x0 = Math.min(x0, c * 0.5 - 0.5); x1 = Math.max(x1, c * 0.5 + 0.5);
      y0 = Math.min(y0, r * H - H / 2); y1 = Math.max(y1, r * H + H / 2);
    }
    if (!all.length) { x0 = -1; x1 = 1; y0 = -1; y1 = 1; }
    const pad = 0.3;
    const root = svg("svg", { class: "board", viewBox: `${x0 - pad} ${y0 - pad} ${x1 - x0 + 2 * pad} ${y1 - y0 + 2 * pad}` });
    const g = svg("g", {});
    root.append(g);
    for (const p of m.view.board) drawTile(g, p.cell[0], p.cell[1], p.tile, p.turn, m);
    for (const s of spots) {
      const k = corners(s.cell[0], s.cell[1]);
      if (preview && s.picked) drawTile(g, s.cell[0], s.cell[1], preview.tile, preview.turn, m);
      const poly = svg("polygon", { class: "spot" + (s.picked ? " picked" : ""), points: k.v.map((v) => v.join(",")).join(" ") });
      poly.setAttribute("role", "button");
      poly.setAttribute("aria-label", w("spot", { cell: s.word }));
      if (onSpot) poly.addEventListener("click", () => onSpot(s.word));
      g.append(poly);
    }
    return root;
  }
  function tileButton(tile, turn, m, up) {
    const b = el("button", "tile");
    b.setAttribute("aria-label", w("tile", { tile }));
    const pic = svg("svg", { viewBox: up ? "-0.6 -0.55 1.2 1.1" : "-0.6 -0.55 1.2 1.1" });
    drawTile(pic, 0, up ? 0 : 1, tile, turn, m);
    if (!up) pic.setAttribute("viewBox", `-0.6 ${H - 0.55} 1.2 1.1`);
    b.append(pic);
    return b;
  }

  const GAMES = {
    generic: { board() {} },

    take5: {
      board(box, m) {
        box.append(el("div", "section-title", w("take5.rows")));
        const picking = m.legal.length && m.legal[0].startsWith("row");
        m.view.rows.forEach((row, i) => {
          const line = el("div", "t5row");
          line.append(el("span", "label", w("take5.row", { n: i + 1 })));
          for (const n of row) line.append(t5card(n, t5heads(m, n), true));
          if (!picking) box.append(line);
        });
        const hand = m.view.hands[m.seat] || [];
        if (!m.legal.length && hand.length) {
          box.append(el("div", "section-title", w("take5.hand")));
          const line = el("div", "row");
          for (const n of hand) line.append(t5card(n, t5heads(m, n), true));
          box.append(line);
        }
      },
      ask(chosen) { return chosen[0] === "row" ? w("take5.ask_row") : w("take5.ask_card"); },
      button(word, chosen, m) {
        if (chosen[0] === "play") {
          const b = t5card(Number(word), t5heads(m, Number(word)));
          const button = el("button", b.className);
          button.append(...b.childNodes);
          if (chosen.length > 1 && chosen[1] === word) button.classList.add("picked");
          return button;
        }
        if (chosen[0] === "row") {
          const row = m.view.rows[Number(word) - 1] || [];
          const button = el("button", "rowpick");
          button.append(el("span", "label", w("take5.row", { n: word })));
          for (const n of row) button.append(t5card(n, t5heads(m, n), true));
          return button;
        }
        return null;
      },
    },

    take_it_dice: {
      board(box, m) {
        const v = m.view, me = m.seat;
        box.append(el("div", "section-title", w("take_it_dice.tray")));
        const tray = el("div", "row");
        for (const d of v.tray) tray.append(die(d));
        if (!v.tray.length) tray.append(el("span", "muted", w("take_it_dice.empty")));
        box.append(tray);
        box.append(el("div", "section-title", w("take_it_dice.mine")));
        const mine = el("div", "row");
        for (const d of v.taken[me]) mine.append(die(d));
        if (!v.taken[me].length) mine.append(el("span", "muted", w("take_it_dice.none_yet")));
        box.append(mine);
        box.append(el("div", "section-title", w("take_it_dice.cards", { n: v.minus[me] })));
        const cards = el("div", "row");
        for (const id of (v.combo_hands[me] || []).concat(v.action_hands[me] || [])) cards.append(dcard(id, m));
        box.append(cards);
      },
      ask(chosen) {
        if (!chosen.length) return w("your_move");
        if (chosen[0] === "take") return w("take_it_dice.which_die");
        if (chosen[0] === "discard") return w("take_it_dice.which_card");
        if (chosen[chosen.length - 1] === "to") return w("take_it_dice.turn_to");
        if (chosen[chosen.length - 1] === "at") return w("take_it_dice.aim_at");
        if (chosen.length === 1) return w("take_it_dice.which_action");
        return w("take_it_dice.which_dice");
      },
      button(word, chosen, m) {
        if (/^[WBR][1-6]$/.test(word)) return die(word, "button");
        if (/^[AC]\d\d$/.test(word)) return dcard(word, m, "button");
        if (chosen[chosen.length - 1] === "to") return el("button", "word", word);
        if (["take", "play", "pass"].includes(word)) return el("button", "word", w("take_it_dice." + word));
        return null;
      },
    },

    take_it_pyramids: {
      board(box, m) {
        const v = m.view;
        box.append(el("div", "section-title", w("take_it_pyramids.pot", { n: v.drawn.length, blacks: v.blacks })));
        const pot = el("div", "row");
        for (const p of v.drawn) pot.append(pyr(p));
        if (!v.drawn.length) pot.append(el("span", "muted", w("take_it_pyramids.nothing_yet")));
        box.append(pot);
        const names = v.in_round.map((i) => m.names[i]).join(", ");
        box.append(el("div", "muted", w("take_it_pyramids.still_in", { names })));
      },
      ask(chosen) { return chosen[0] === "draw" ? w("take_it_pyramids.which_size") : w("take_it_pyramids.take_or_leave"); },
      button(word) {
        if (word === "take" || word === "leave") return el("button", "word", w("take_it_pyramids." + word));
        if (["small", "medium", "large"].includes(word)) {
          const b = el("button", "word");
          const p = el("span", "pyr " + word + " yellow");
          b.append(p, el("span", "", " " + label(word)));
          return b;
        }
        return null;
      },
    },

    pyramid_power: {
      board(box, m) {
        const o = m.legal.length ? options(chosen) : { next: [] };
        const atSpot = chosen[chosen.length - 1] === "at";
        const spots = atSpot ? o.next.map((w) => ({ word: w, cell: w.split(",").map(Number) })) : [];
        let preview = null;
        if (chosen.length >= 4 && chosen[2] === "at") {
          const cell = chosen[3].split(",").map(Number);
          spots.push({ word: chosen[3], cell, picked: true });
          preview = { tile: chosen[1], turn: chosen.length >= 6 ? Number(chosen[5]) : 0 };
        }
        box.append(ppBoard(m, spots, atSpot ? pick : null, preview));
        const hand = m.view.hands[m.seat] || [];
        if (!m.legal.length && hand.length) {
          box.append(el("div", "section-title", w("pyramid_power.tiles")));
          const line = el("div", "row");
          for (const t of hand) line.append(tileButton(t, 0, m, true));
          for (const b of line.querySelectorAll("button")) b.disabled = true;
          box.append(line);
        }
      },
      ask(chosen) {
        const last = chosen[chosen.length - 1];
        if (last === "place") return w("pyramid_power.pick");
        if (last === "at") return w("pyramid_power.spot");
        if (last === "turn") return w("pyramid_power.turn");
        return w("your_move");
      },
      button(word, chosen, m) {
        const last = chosen[chosen.length - 1];
        if (last === "place") return tileButton(word, 0, m, true);
        if (last === "turn") {
          const cell = chosen[3].split(",").map(Number);
          return tileButton(chosen[1], Number(word), m, (cell[0] + cell[1]) % 2 === 0);
        }
        if (word === "draw") return el("button", "word", w("pyramid_power.draw"));
        return null;
      },
    },
  };
  const PYR_SIZES = ["small", "medium", "large"];
  const PYR_COLOURS = ["red", "yellow", "green", "blue", "black"];
  const PYR_MARKS = ["●", "★", "▲", "■", "✖"];
  function pyr(p) {
    const box = el("span", "pyrbox");
    box.append(el("span", "pyr " + PYR_SIZES[p.size_index] + " " + PYR_COLOURS[p.color_index]),
      el("span", "pyrmark", PYR_MARKS[p.color_index]));
    box.setAttribute("aria-label", w("take_it_pyramids.pyramid", {
      size: w("take_it_pyramids.size." + PYR_SIZES[p.size_index]),
      colour: w("take_it_pyramids.colour." + PYR_COLOURS[p.color_index]),
    }));
    return box;
  }

  connect();
})();
