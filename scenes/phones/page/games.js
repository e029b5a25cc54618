// Tumble Table on a phone: each game's pieces, boards and move buttons.
// page.js owns the connection and the choosing of a move; this file only draws. It never shows an
// id, a grid position or a notation token: every word comes from the table's catalog (TT.w).
"use strict";
window.TTGames = (TT) => {
  const { w, el } = TT;
  const SVG = "http://www.w3.org/2000/svg";
  function svg(tag, attrs) {
    const node = document.createElementNS(SVG, tag);
    for (const k in attrs) node.setAttribute(k, attrs[k]);
    return node;
  }
  function names(m, i) { return m.names[i] || ""; }

  // ------------------------------------------------------------ Take 5

  function t5heads(m, n) { return (m.glossary.heads || {})[String(n)] || 1; }
  // A card: its number large, its bullheads as a count with one head (five marks never spill).
  function t5card(n, heads, size, tag) {
    const card = el(tag || "span", "t5 " + (size || "") + (heads > 1 ? " h" + heads : ""));
    card.append(el("span", "num", String(n)), el("span", "heads", heads > 1 ? heads + "♉" : "♉"));
    card.setAttribute("aria-label", w("take5.card", { n, heads }));
    return card;
  }
  function rowHeads(m, row) { return row.reduce((sum, n) => sum + t5heads(m, n), 0); }
  function t5rows(box, m) {
    m.view.rows.forEach((row, i) => {
      const line = el("div", "t5row");
      line.append(el("span", "label", w("take5.row", { n: i + 1 })));
      for (const n of row) line.append(t5card(n, t5heads(m, n), "small"));
      line.append(el("span", "rowheads", w("take5.row_heads", { n: rowHeads(m, row) })));
      box.append(line);
    });
  }
  function t5turn(box, m) {
    const shown = (m.view.pending || []).map(([card, seat]) => names(m, seat) + " " + card);
    if (shown.length) box.append(el("div", "strip", w("take5.this_turn", { cards: shown.join(" · ") })));
  }

  // ------------------------------------------------------------ the dice game

  function die(word, tag) {
    const d = el(tag || "span", "die " + word[0], word.slice(1));
    d.setAttribute("aria-label", TT.label(word));
    return d;
  }
  const DIE = /^[WBR*][1-6]$/;
  function dcard(id, m, tag) {
    const info = (m.glossary.cards || {})[id] || {};
    const card = el(tag || "div", "dcard" + (info.kind ? " action" : ""));
    if (info.kind) {
      card.append(el("div", "name", info.name));
    } else if (info.need && info.need.every((t) => DIE.test(t) || /^[WB*]$/.test(t))) {
      const dice = el("div", "dice");
      for (const t of info.need) dice.append(t.length === 2 ? die(t) : el("span", "die " + t, ""));
      card.append(dice, el("div", "pts", "+" + info.points));
      card.setAttribute("aria-label", info.text);
    } else if (info.text) {  // a sum or a count: its words keep their signs ("over 12", "exactly 10")
      card.append(el("div", "need", info.text), el("div", "pts", "+" + info.points));
    }
    return card;
  }
  function otherDice(box, m) {
    const parts = [];
    m.view.taken.forEach((dice, i) => {
      if (i !== m.seat && dice.length) parts.push(names(m, i) + ": " + dice.map(TT.label).join(", "));
    });
    if (parts.length) box.append(el("div", "strip", w("take_it_dice.others", { dice: parts.join(" · ") })));
  }
  function splitWords(word) {
    const [task, action] = word.split("+");
    return w("take_it_dice.split_option", { task, action });
  }

  // ------------------------------------------------------------ pyramids

  const PYR_SIZES = ["small", "medium", "large"];
  const PYR_COLOURS = ["red", "yellow", "green", "blue", "black"];
  const PYR_MARKS = ["●", "★", "▲", "■", "✖"];
  // `white`: white plays black (the table's xeno palette), so the round-ending pieces are drawn
  // and named white, as on the TV.
  function pyr(p, white) {
    const colour = white && PYR_COLOURS[p.color_index] === "black" ? "white" : PYR_COLOURS[p.color_index];
    const box = el("span", "pyrbox");
    box.append(el("span", "pyr " + PYR_SIZES[p.size_index] + " " + colour),
      el("span", "pyrmark", PYR_MARKS[p.color_index]));
    box.setAttribute("aria-label", w("take_it_pyramids.pyramid", {
      size: w("take_it_pyramids.size." + PYR_SIZES[p.size_index]),
      colour: w("take_it_pyramids.colour." + colour),
    }));
    return box;
  }

  // ------------------------------------------------------------ Pyramid Power

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
  // The spaces a tile may go, numbered 1, 2, 3 … in the order the moves list them.
  function spotNumber(word, m, chosen) {
    const o = TT.options(chosen.slice(0, 3));
    return o.next.indexOf(word) + 1;
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
      poly.setAttribute("aria-label", w("pyramid_power.spot_n", { n: s.n }));
      if (onSpot) poly.addEventListener("click", () => onSpot(s.word));
      g.append(poly);
      if (!s.picked) {
        const label = svg("text", { x: k.cx, y: k.cy + 0.09, "text-anchor": "middle", "font-size": 0.26, class: "spotnum" });
        label.textContent = String(s.n);
        if (onSpot) label.addEventListener("click", () => onSpot(s.word));
        g.append(label);
      }
    }
    return root;
  }
  function tileButton(tile, turn, m, up, n) {
    const b = el("button", "tile");
    b.setAttribute("aria-label", w("pyramid_power.tile_n", { n }));
    const pic = svg("svg", { viewBox: "-0.6 -0.55 1.2 1.1" });
    drawTile(pic, 0, up ? 0 : 1, tile, turn, m);
    if (!up) pic.setAttribute("viewBox", `-0.6 ${H - 0.55} 1.2 1.1`);
    b.append(pic);
    return b;
  }

  return {
    generic: { board() {} },

    take5: {
      board(box, m) {
        const picking = m.legal.length && m.legal[0].startsWith("row");
        if (!picking) t5rows(box, m);  // choosing a row: the row buttons show the rows
        t5turn(box, m);
        const hand = (m.view.hands && m.view.hands[m.seat]) || [];
        if (!m.legal.length && hand.length) {
          const line = el("div", "row hand");
          for (const n of hand) line.append(t5card(n, t5heads(m, n), "small"));
          box.append(line);
        }
      },
      ask(chosen) { return chosen[0] === "row" ? w("take5.ask_row") : w("take5.ask_card"); },
      button(word, chosen, m) {
        if (chosen[0] === "play") return t5card(Number(word), t5heads(m, Number(word)), "", "button");
        if (chosen[0] === "row") {
          const row = m.view.rows[Number(word) - 1] || [];
          const button = el("button", "rowpick");
          button.append(el("span", "label", w("take5.row", { n: word })));
          for (const n of row) button.append(t5card(n, t5heads(m, n), "small"));
          button.append(el("span", "rowheads", w("take5.row_heads", { n: rowHeads(m, row) })));
          return button;
        }
        return null;
      },
      describe(words) {
        if (words[0] === "play") return w("take5.play", { n: words[1] });
        if (words[0] === "row") return w("take5.take_row", { n: words[1] });
        return null;
      },
    },

    take_it_dice: {
      board(box, m, chosen) {
        const v = m.view, me = m.seat;
        // While the moves offer the tray's dice as buttons, the tray is not drawn twice.
        const offered = chosen[0] === "take" || (!chosen.length && m.legal.some((t) => t.startsWith("take ")));
        if (!offered) {
          const tray = el("div", "row");
          tray.append(el("span", "label", w("take_it_dice.tray")));
          for (const d of v.tray) tray.append(die(d));
          if (!v.tray.length) tray.append(el("span", "muted", w("take_it_dice.empty")));
          box.append(tray);
        }
        if (me >= 0) {
          const mine = el("div", "row");
          mine.append(el("span", "label", w("take_it_dice.mine")));
          for (const d of v.taken[me]) mine.append(die(d));
          if (!v.taken[me].length) mine.append(el("span", "muted", w("take_it_dice.none_yet")));
          box.append(mine);
        }
        otherDice(box, m);
        if (me >= 0) {
          box.append(el("div", "section-title", w("take_it_dice.cards", { n: v.minus[me] })));
          const cards = el("div", "row cards");
          for (const id of (v.combo_hands[me] || []).concat(v.action_hands[me] || [])) cards.append(dcard(id, m));
          box.append(cards);
        }
      },
      ask(chosen) {
        if (!chosen.length) return w("your_move");
        if (chosen[0] === "split") return w("take_it_dice.split");
        if (chosen[0] === "take") return w("take_it_dice.which_die");
        if (chosen[0] === "discard") return w("take_it_dice.which_card");
        if (chosen[chosen.length - 1] === "to") return w("take_it_dice.turn_to");
        if (chosen[chosen.length - 1] === "at") return w("take_it_dice.aim_at");
        if (chosen.length === 1) return w("take_it_dice.which_action");
        return w("take_it_dice.which_dice");
      },
      button(word, chosen, m) {
        if (DIE.test(word)) return die(word, "button");
        if (/^[AC]\d\d$/.test(word)) return dcard(word, m, "button");
        if (/^\d\+\d$/.test(word)) return el("button", "word", splitWords(word));
        if (chosen[chosen.length - 1] === "to") return el("button", "word", word);
        if (["take", "play", "pass", "stop", "split"].includes(word)) return el("button", "word", w("take_it_dice." + word));
        return null;
      },
      label(word) {
        if (/^\d\+\d$/.test(word)) return splitWords(word);
        if (word === "stop" || word === "split") return w("take_it_dice." + word);
        return null;
      },
    },

    take_it_pyramids: {
      board(box, m) {
        const v = m.view;
        const white = (v.options || {}).palette === "xeno";
        const counts = { n: v.drawn.length, blacks: v.blacks };
        const title = white ? w("take_it_pyramids.pot.white", counts) : w("take_it_pyramids.pot", counts);
        box.append(el("div", "section-title", title));
        const pot = el("div", "row");
        for (const p of v.drawn) pot.append(pyr(p, white));
        if (!v.drawn.length) pot.append(el("span", "muted", w("take_it_pyramids.nothing_yet")));
        box.append(pot);
        const still = v.in_round.map((i) => m.names[i]).join(", ");
        box.append(el("div", "muted", w("take_it_pyramids.still_in", { names: still })));
      },
      ask(chosen) { return chosen[0] === "draw" ? w("take_it_pyramids.which_size") : w("take_it_pyramids.take_or_leave"); },
      button(word) {
        if (word === "take" || word === "leave") return el("button", "word", w("take_it_pyramids." + word));
        if (PYR_SIZES.includes(word)) {
          const b = el("button", "word");
          b.append(el("span", "pyr " + word + " yellow"), el("span", "", " " + TT.label(word)));
          return b;
        }
        return null;
      },
      describe(words) {
        if (words[0] === "take") return w("take_it_pyramids.take");
        if (words[0] === "leave") return w("take_it_pyramids.leave");
        if (words[0] === "draw") return w("take_it_pyramids.draw." + words[1]);
        return null;
      },
    },

    pyramid_power: {
      board(box, m, chosen) {
        const o = m.legal.length ? TT.options(chosen) : { next: [] };
        const atSpot = chosen[chosen.length - 1] === "at";
        const spots = atSpot ? o.next.map((word, i) => ({ word, n: i + 1, cell: word.split(",").map(Number) })) : [];
        let preview = null;
        if (chosen.length >= 4 && chosen[2] === "at") {
          const cell = chosen[3].split(",").map(Number);
          spots.push({ word: chosen[3], n: spotNumber(chosen[3], m, chosen), cell, picked: true });
          preview = { tile: chosen[1], turn: chosen.length >= 6 ? Number(chosen[5]) : 0 };
        }
        box.append(ppBoard(m, spots, atSpot ? TT.pick : null, preview));
        const hand = (m.view.hands && m.view.hands[m.seat]) || [];
        if (!m.legal.length && hand.length) {
          const line = el("div", "row");
          hand.forEach((t, i) => line.append(tileButton(t, 0, m, true, i + 1)));
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
        if (last === "place") {
          const hand = (m.view.hands && m.view.hands[m.seat]) || [];
          return tileButton(word, 0, m, true, hand.indexOf(word) + 1);
        }
        if (last === "at") return el("button", "word spot", w("pyramid_power.spot_n", { n: spotNumber(word, m, chosen) }));
        if (last === "turn") {
          const cell = chosen[3].split(",").map(Number);
          return tileButton(chosen[1], Number(word), m, (cell[0] + cell[1]) % 2 === 0, Number(word) + 1);
        }
        if (word === "draw") return el("button", "word", w("pyramid_power.draw"));
        return null;
      },
      describe(words) {
        if (words[0] === "place") return words.length >= 6 ? w("pyramid_power.placed") : w("word.place");
        if (words[0] === "draw") return w("pyramid_power.draw");
        return null;
      },
    },
  };
};
